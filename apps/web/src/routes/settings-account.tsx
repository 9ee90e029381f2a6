import { Divider, Stack, Title } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { AccountOverview } from '../features/settings/components/account-overview';
import { LanguagePreference } from '../features/settings/components/language-preference';
import { useT } from '../lib/i18n';

/**
 * /user-settings/account: the profile (read-only until the account issue adds editing) and the
 * language. The e-mail-not-verified prompt with its resend link is the shell's banner above.
 */
export function SettingsAccountRoute() {
  const t = useT();
  const user = useUser();
  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        {t('settings.account.title')}
      </Title>
      <AccountOverview user={user} />
      <Divider />
      <LanguagePreference user={user} />
    </Stack>
  );
}

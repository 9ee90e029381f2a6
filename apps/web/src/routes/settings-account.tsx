import { Divider, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AccountLinks } from '../features/account-deletion/components/account-links';
import { useUser } from '../features/auth/api/get-me';
import { AccountForm } from '../features/account/components/account-form';
import { AvatarUpload } from '../features/account/components/avatar-upload';
import { LanguagePreference } from '../features/account/components/language-preference';
import { ViewedAccount } from '../features/account/components/viewed-account';
import { viewAsAdminUserId } from '../features/account/view-as-admin';
import { useT } from '../lib/i18n';
import { VIEW_AS_ADMIN_PARAM } from '../lib/route-names';

/**
 * /user-settings/account: the profile picture, the account form (PUT user-settings/account) and
 * the language. The e-mail-not-verified prompt with its resend link is the shell's banner above.
 */
export function SettingsAccountRoute() {
  const t = useT();
  const user = useUser();
  const [params] = useSearchParams();
  const viewedId = viewAsAdminUserId(params.get(VIEW_AS_ADMIN_PARAM), user);
  if (viewedId !== null)
    return (
      <Stack gap="lg">
        <Title order={2} fz="h4">
          {t('account.account.title')}
        </Title>
        <ViewedAccount userId={viewedId} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        {t('account.account.title')}
      </Title>
      <AvatarUpload user={user} />
      <Divider />
      {/* The form resets itself from the saved answer; typing is never overwritten meanwhile. */}
      <AccountForm key={user.id} user={user} />
      <Divider />
      <LanguagePreference user={user} />
      <AccountLinks />
    </Stack>
  );
}

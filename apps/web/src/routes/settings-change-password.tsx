import { Divider, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { SessionsCard } from '../features/account/components/sessions-card';
import { useT } from '../lib/i18n';

/** /user-settings/change-password: the password form, then where the user is signed in. */
export function SettingsChangePasswordRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('account.password.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('account.password.description')}
        </Text>
      </Stack>
      <ChangePasswordForm />
      <Divider />
      <SessionsCard />
    </Stack>
  );
}

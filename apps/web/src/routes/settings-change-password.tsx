import { Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../features/settings/components/change-password-form';
import { useT } from '../lib/i18n';

/** /user-settings/change-password. */
export function SettingsChangePasswordRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('settings.password.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('settings.password.description')}
        </Text>
      </Stack>
      <ChangePasswordForm />
    </Stack>
  );
}

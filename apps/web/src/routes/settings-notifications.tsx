import { Divider, Stack } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { MailPreferences } from '../features/account/components/mail-preferences';
import { NotificationsSwitch } from '../features/account/components/notifications-switch';

/** /user-settings/notifications: push on or off, and which mails arrive. */
export function SettingsNotificationsRoute() {
  const user = useUser();
  return (
    <Stack gap="lg">
      <NotificationsSwitch user={user} />
      <Divider />
      <MailPreferences user={user} />
    </Stack>
  );
}

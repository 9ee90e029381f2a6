import { useUser } from '../features/auth/api/get-me';
import { NotificationsSwitch } from '../features/settings/components/notifications-switch';

/** /user-settings/notifications. */
export function SettingsNotificationsRoute() {
  const user = useUser();
  return <NotificationsSwitch user={user} />;
}

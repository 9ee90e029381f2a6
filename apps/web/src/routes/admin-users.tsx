import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { UserSearch } from '../features/admin-backoffice/components/user-search';
import { useT } from '../lib/i18n';

/** /admin/users: find a user (read-only). */
export function AdminUsersRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.users.title')} description={t('admin.users.description')}>
      <UserSearch />
    </AdminPage>
  );
}

import { AccountDeletionQueue } from '../features/admin-backoffice/components/account-deletion-queue';
import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { useT } from '../lib/i18n';

/** /admin/account-deletions: pending deletion requests, completed now by the operator. */
export function AdminAccountDeletionsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.deletions.title')} description={t('admin.deletions.description')}>
      <AccountDeletionQueue />
    </AdminPage>
  );
}

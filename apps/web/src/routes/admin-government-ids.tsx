import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { GovernmentIdQueue } from '../features/admin-backoffice/components/government-id-queue';
import { useT } from '../lib/i18n';

/** /admin/government-ids: IDs under review; verify, or reject with a reason. */
export function AdminGovernmentIdsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.ids.title')} description={t('admin.ids.description')}>
      <GovernmentIdQueue />
    </AdminPage>
  );
}

import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { RequestQueue } from '../features/admin-backoffice/components/request-queue';
import { useT } from '../lib/i18n';

/** /admin/requests: the hosts' cancel requests and reported no-shows, to resolve or reject. */
export function AdminRequestsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.requests.title')} description={t('admin.requests.description')}>
      <RequestQueue />
    </AdminPage>
  );
}

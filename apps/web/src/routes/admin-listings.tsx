import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { ReviewQueue } from '../features/admin-backoffice/components/review-queue';
import { useT } from '../lib/i18n';

/** /admin/listings: the listing review queue (approve, or request a fix in sr and en). */
export function AdminListingsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.listings.title')} description={t('admin.listings.description')}>
      <ReviewQueue />
    </AdminPage>
  );
}

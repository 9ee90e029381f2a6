import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { InquiryQueue } from '../features/admin-backoffice/components/inquiry-queue';
import { useT } from '../lib/i18n';

/** /admin/inquiries: inquiries the guest confirmed, awaiting the platform's confirmation. */
export function AdminInquiriesRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.inquiries.title')} description={t('admin.inquiries.description')}>
      <InquiryQueue />
    </AdminPage>
  );
}

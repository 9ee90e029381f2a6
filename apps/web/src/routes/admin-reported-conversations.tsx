import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { ReportedConversationQueue } from '../features/admin-backoffice/components/reported-conversation-queue';
import { useT } from '../lib/i18n';

/** /admin/reported-conversations: conversations a party reported; the operator reads them here. */
export function AdminReportedConversationsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.reported.title')} description={t('admin.reported.description')}>
      <ReportedConversationQueue />
    </AdminPage>
  );
}

import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useReportedConversations } from '../api/reported-conversations';
import { PagedQueue } from './queue-state';
import { ReportedConversationCard } from './reported-conversation-card';

/** Reported conversations, newest report first; `?page=` in the URL. */
export function ReportedConversationQueue() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReportedConversations(page);
  return (
    <PagedQueue
      query={list}
      empty={t('admin.reported.empty')}
      page={page}
      onPage={(next) => setParams({ page: String(next) })}
    >
      {(item) => <ReportedConversationCard key={item.id} item={item} />}
    </PagedQueue>
  );
}

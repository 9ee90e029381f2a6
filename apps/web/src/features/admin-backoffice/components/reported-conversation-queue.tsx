import { Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Pager } from '../../../ui/pager';
import { useReportedConversations } from '../api/reported-conversations';
import { QueueState } from './queue-state';
import { ReportedConversationCard } from './reported-conversation-card';

/** Reported conversations, newest report first; `?page=` in the URL. */
export function ReportedConversationQueue() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReportedConversations(page);
  return (
    <QueueState
      query={list}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.reported.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.data.map((item) => (
            <ReportedConversationCard key={item.id} item={item} />
          ))}
          {data.meta.total > data.meta.per_page ? (
            <Group justify="center">
              <Pager
                value={page}
                total={Math.ceil(data.meta.total / data.meta.per_page)}
                onChange={(next) => setParams({ page: String(next) })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </QueueState>
  );
}

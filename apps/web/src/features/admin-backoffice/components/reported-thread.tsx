import type { Message, ReportedConversation } from '@gazda/contracts/messages';
import { formatDateTime } from '@gazda/i18n/format';
import { Paper, Stack, Text } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { useReportedThread } from '../api/reported-conversations';
import { QueueState } from './queue-state';

type Parties = Pick<ReportedConversation, 'guest' | 'host'>;

/** One message as written (the operator sees no masking), its sender named by their side. */
function ThreadMessage({ message, parties }: { message: Message; parties: Parties }) {
  const t = useT();
  const locale = useLocale();
  const fromGuest = message.sender_id === parties.guest.id;
  const sender = fromGuest
    ? t('admin.reported.sender.guest', { name: parties.guest.name })
    : t('admin.reported.sender.host', { name: parties.host.name });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={fromGuest ? undefined : 'var(--mantine-color-default-hover)'}
      data-message-id={message.id}
    >
      <Text size="xs" c="dimmed">
        {sender} · {formatDateTime(message.created_at, locale)}
      </Text>
      {message.kind === 'photo' ? (
        <Text size="sm" fs="italic">
          {t('admin.reported.photo')}
        </Text>
      ) : null}
      {message.body ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A reported conversation's newest messages, read-only; opening it is logged by the server. */
export function ReportedThread({ conversation }: { conversation: ReportedConversation }) {
  const t = useT();
  const thread = useReportedThread(conversation.id);
  return (
    <QueueState
      query={thread}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.reported.no_messages')}
    >
      {(data) => (
        <Stack gap="xs">
          {data.meta.total > data.data.length ? (
            <Text size="sm" c="dimmed">
              {t('admin.reported.newest', { shown: data.data.length, total: data.meta.total })}
            </Text>
          ) : null}
          <Stack
            component="ol"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('admin.reported.thread', { listing: conversation.listing.name })}
          >
            {data.data.map((message) => (
              <ThreadMessage key={message.id} message={message} parties={conversation} />
            ))}
          </Stack>
        </Stack>
      )}
    </QueueState>
  );
}

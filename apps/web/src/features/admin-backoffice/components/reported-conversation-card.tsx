import type { ReportedConversation } from '@gazda/contracts/messages';
import { formatDateTime } from '@gazda/i18n/format';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { ReportedThread } from './reported-thread';

/** One reported conversation: the parties, who reported it and why; its messages on demand. */
export function ReportedConversationCard({ item }: { item: ReportedConversation }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const date = formatDateTime(item.reported_at, locale);
  return (
    <Card withBorder radius="md" padding="md" data-conversation-id={item.id}>
      <Stack gap="sm">
        {/* The badge goes under a name too long to share its line (phones). */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {item.listing.name}
          </Text>
          {item.operator_read_at ? (
            <Badge variant="light" color="gray">
              {t('admin.reported.read', {
                date: formatDateTime(item.operator_read_at, locale),
              })}
            </Badge>
          ) : (
            <Badge variant="filled" color="red">
              {t('admin.reported.unread')}
            </Badge>
          )}
        </Group>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.reported.parties', { guest: item.guest.name, host: item.host.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`admin.reported.reporter.${item.reported_by ?? 'unknown'}`, { date })}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {item.reason
              ? t('admin.reported.reason', { reason: item.reason })
              : t('admin.reported.no_reason')}
          </Text>
        </Stack>
        <Group>
          <Button
            variant={open ? 'default' : 'light'}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? threadId : undefined}
          >
            {t(open ? 'admin.reported.close' : 'admin.reported.open')}
          </Button>
        </Group>
        {open ? (
          <div id={threadId}>
            <ReportedThread conversation={item} />
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

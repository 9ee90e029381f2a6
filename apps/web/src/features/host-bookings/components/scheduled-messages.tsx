import { formatDateTime } from '@gazda/i18n/format';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { scheduledMessagesQueryOptions } from '../api/scheduled-messages';

const COLORS = { scheduled: 'blue', sent: 'green', skipped: 'gray' } as const;

/** The reservation's scheduled messages: each with its time (the viewer's clock) and state. */
export function ScheduledMessages({
  reservationId,
  listing,
}: {
  reservationId: number;
  listing: { id: number; category: string };
}) {
  const t = useT();
  const locale = useLocale();
  const scheduled = useQuery(scheduledMessagesQueryOptions(reservationId));
  if (!scheduled.data) return null;
  const list = scheduled.data.data;
  return (
    <Card withBorder padding="md" data-testid="scheduled-messages">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('messages.scheduled.title')}</Text>
          <Anchor
            component={Link}
            size="sm"
            to={routePath('listing.messages', { categoryConst: listing.category, id: listing.id })}
          >
            {t('messages.scheduled.manage')}
          </Anchor>
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('messages.scheduled.empty')}
          </Text>
        ) : (
          list.map((item) => (
            <Group key={item.template_id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">{t(`messages.templates.trigger.${item.trigger}`)}</Text>
              <Badge color={COLORS[item.state]} variant="light" tt="none">
                {t(`messages.scheduled.${item.state}`, {
                  when: formatDateTime(item.sent_at ?? item.send_at, locale),
                })}
              </Badge>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}

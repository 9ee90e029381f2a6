import type { BookingTimelineEntry } from '@gazda/contracts/bookings';
import { formatDateTime } from '@gazda/i18n/format';
import type { Translate } from '@gazda/i18n/translate';
import { Card, Text, Timeline, Title } from '@mantine/core';
import { activitySubject } from '../../../lib/activity-format';
import { bookingStatusLabel } from '../../../lib/booking-status';
import { useLocale, useT } from '../../../lib/i18n';

type Kind = 'reservation' | 'inquiry';

function statusName(kind: Kind, value: unknown, t: Translate): string {
  const label = typeof value === 'string' ? bookingStatusLabel(kind, value) : null;
  return label ? t(label) : String(value ?? '—');
}

/** One logged change in words: what happened, translated (status names, field names). */
function what(kind: Kind, entry: BookingTimelineEntry, t: Translate): string {
  if (entry.kind === 'created')
    return t(
      kind === 'inquiry'
        ? 'bookingPanel.timeline.inquiry_created'
        : 'bookingPanel.timeline.created',
    );
  if (entry.kind === 'deleted') return t('bookingPanel.timeline.deleted');
  if (entry.field === 'status')
    return t('bookingPanel.timeline.status', {
      from: statusName(kind, entry.from, t),
      to: statusName(kind, entry.to, t),
    });
  if (entry.field === 'advance_paid') return t('bookingPanel.timeline.advance_paid');
  return t('bookingPanel.timeline.changed', {
    field: activitySubject({ kind: entry.kind, entity: kind, field: entry.field }, t),
  });
}

const byKey = {
  host: 'bookingPanel.timeline.by_host',
  guest: 'bookingPanel.timeline.by_guest',
  operator: 'bookingPanel.timeline.by_operator',
} as const;

/**
 * Every change of the reservation (or the inquiry) from its activity log, oldest first, with the
 * host's reasons.
 */
export function BookingTimeline({
  entries,
  kind = 'reservation',
}: {
  entries: BookingTimelineEntry[];
  kind?: Kind;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="lg" data-testid="booking-timeline">
      <Title order={2} fz="h5" mb="sm">
        {t('bookingPanel.common.history')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dark.4">
          {t('bookingPanel.timeline.empty')}
        </Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} color="dark">
          {entries.map((entry, index) => (
            <Timeline.Item key={`${entry.at}-${index}`} title={what(kind, entry, t)}>
              {entry.reason ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                  {t('bookingPanel.timeline.reason', { reason: entry.reason })}
                </Text>
              ) : null}
              <Text size="xs" c="dark.4">
                {`${formatDateTime(entry.at, locale)} · ${t(
                  entry.actor ? byKey[entry.actor] : 'bookingPanel.timeline.by_system',
                )}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { BookingStatusChip } from '../../../ui/booking-status-chip';

type BookingCardProps = {
  kind: 'reservation' | 'inquiry';
  item: BookingReservation | BookingInquiry;
  actions: ReactNode;
};

/** A reservation or inquiry in an operator's queue: what, who, when, how much; then the steps. */
export function BookingCard({ kind, item, actions }: BookingCardProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, item.currency, locale);
  const guest = `${item.guest.first_name} ${item.guest.last_name}`.trim() || '—';
  return (
    <Card withBorder radius="md" padding="md" data-booking-id={item.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h5" style={{ minWidth: 0 }}>
            {item.listing.name} · {item.code}
          </Title>
          <BookingStatusChip kind={kind} status={item.status} />
        </Group>
        <Text size="sm">
          {t('admin.booking.line', {
            guest,
            from: formatDate(item.check_in, locale),
            to: formatDate(item.check_out, locale),
            guests: item.guests,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('admin.booking.money', {
            total: money(item.total),
            advance: money(item.advance),
            remaining: money(item.remaining),
          })}
        </Text>
        {item.comment ? (
          <Text size="sm" fs="italic" lineClamp={2}>
            {item.comment}
          </Text>
        ) : null}
        <Group gap="xs" mt={4} wrap="wrap">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

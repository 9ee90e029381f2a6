import type { TvAdvance } from '@gazda/contracts/admin';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useReservationStep } from '../api/booking-steps';
import { useUnpaidAdvances } from '../api/get-unpaid-advances';
import { QueueState } from './queue-state';
import { RecordPaymentForm } from './record-payment-form';

function AdvanceCard({ item }: { item: TvAdvance }) {
  const t = useT();
  const locale = useLocale();
  const step = useReservationStep();
  const host = [
    `${item.host.first_name} ${item.host.last_name}`.trim(),
    item.host.phone,
    item.host.email,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder radius="md" padding="md" data-booking-id={item.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h5">
            {formatMoney(item.advance, item.currency, locale)} · {item.listing.name} · {item.code}
          </Title>
          {item.due_date ? (
            <Badge color={item.overdue ? 'red' : 'yellow'} variant="light" radius="sm">
              {t(item.overdue ? 'admin.advances.overdue' : 'admin.advances.due', {
                date: formatDate(item.due_date, locale),
              })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {t('admin.advances.line', {
            guest: item.guest_name || '—',
            from: formatDate(item.check_in, locale),
            to: formatDate(item.check_out, locale),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('admin.advances.host', { host })}
        </Text>
        <Group>
          <Button
            color="green"
            loading={step.isPending}
            onClick={() =>
              step.mutate(
                { id: item.id, step: 'advance-paid' },
                {
                  onSuccess: () => notifySuccess(t('admin.advances.marked')),
                  onError: notifyError,
                },
              )
            }
          >
            {t('admin.advances.mark_paid')}
          </Button>
        </Group>
        <RecordPaymentForm reservationId={item.id} />
      </Stack>
    </Card>
  );
}

/** Unpaid advances, earliest due first (overdue in red): mark one paid when the money is in. */
export function AdvanceQueue() {
  const t = useT();
  const locale = useLocale();
  const advances = useUnpaidAdvances(locale);
  return (
    <QueueState
      query={advances}
      isEmpty={(data) => data.length === 0}
      empty={t('admin.advances.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.map((item) => (
            <AdvanceCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </QueueState>
  );
}

import type { HostReservation } from '@gazda/contracts/bookings';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { BreakdownLine } from '../../../ui/price-breakdown';
import { TouristTaxLine } from '../../../ui/tourist-tax-line';

/** What the host earns, the advance (paid or due), what the guest pays on arrival, the payout. */
export function HostMoneyCard({ item }: { item: HostReservation }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, item.currency, locale);
  const advance =
    item.advance === 0
      ? null
      : item.advance_paid
        ? t('bookingPanel.host.advance_paid_line', { amount: money(item.advance) })
        : t('bookingPanel.host.advance_due_line', {
            amount: money(item.advance),
            date: item.advance_due_date ? formatDate(item.advance_due_date, locale) : '—',
          });
  return (
    <Card withBorder radius="lg" data-testid="host-money">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('bookingPanel.host.earnings')}
        </Title>
        <Text fz={28} fw={800} lh={1.1} data-testid="host-earnings">
          {money(item.host_earnings)}
        </Text>
        <Text size="xs" c="dark.4">
          {item.quote
            ? t('bookingPanel.host.earnings_hint')
            : t('bookingPanel.host.earnings_manual')}
        </Text>
        <Divider my={4} />
        <BreakdownLine label={t('bookingPanel.common.total')} value={money(item.total)} />
        {advance ? <Text size="sm">{advance}</Text> : null}
        <BreakdownLine
          label={t('bookingPanel.host.pay_on_arrival')}
          value={money(item.remaining)}
          strong
        />
        <TouristTaxLine tax={item.tourist_tax} />
        <Divider my={4} />
        <BreakdownLine
          label={t('bookingPanel.host.payout_to')}
          value={
            item.payout_method
              ? `${t(`payouts.type.${item.payout_method.type}`)} · ${item.payout_method.masked_number}`
              : t('bookingPanel.host.payout_none')
          }
        />
      </Stack>
    </Card>
  );
}

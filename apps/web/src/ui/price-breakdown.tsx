import type { QuoteBody } from '@gazda/contracts/calendar';
import { formatMoney, formatShortDate } from '@gazda/i18n/format';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../lib/i18n';
import { groupNights } from '../lib/nightly-groups';

type Breakdown = Omit<QuoteBody, 'unavailable_dates' | 'refused_by'>;
type Night = Breakdown['nightly'][number];

/** One label–amount row of a price breakdown (the booking widget's and the host's preview). */
export function BreakdownLine({
  label,
  value,
  strong,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Nights × price, consecutive equal nights on one line (`6. jan – 8. jan · 3 × 50,00 €`). */
export function NightLines({ nightly, currency }: { nightly: readonly Night[]; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap={4} data-testid="night-lines">
      {groupNights(nightly).map(({ first, last, count }) => (
        <BreakdownLine
          key={first.date}
          label={
            count === 1
              ? formatShortDate(first.date, locale)
              : t('bookingPanel.breakdown.range', {
                  from: formatShortDate(first.date, locale),
                  to: formatShortDate(last.date, locale),
                })
          }
          value={
            count === 1
              ? formatMoney(first.final, currency, locale)
              : t('bookingPanel.breakdown.times', {
                  count,
                  price: formatMoney(first.final, currency, locale),
                })
          }
        />
      ))}
    </Stack>
  );
}

/**
 * docs/rules/pricing.md's breakdown as a guest or host reads it: nights (equal ones grouped),
 * discount, extra guests, service fee, VAT, total, advance now and the remainder at check-in.
 */
export function PriceBreakdown({ quote }: { quote: Breakdown }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);
  return (
    <Stack gap={6}>
      <NightLines nightly={quote.nightly} currency={quote.currency} />
      <Divider />
      <BreakdownLine
        label={t('bookingPanel.breakdown.nights_total', { count: quote.nights })}
        value={money(quote.nights_total)}
      />
      {quote.discount.kind ? (
        <BreakdownLine
          label={t(
            quote.discount.kind === 'weekly'
              ? 'bookingPanel.breakdown.discount_weekly'
              : 'bookingPanel.breakdown.discount_monthly',
            { percent: quote.discount.percent },
          )}
          value={`−${money(quote.discount.amount)}`}
        />
      ) : null}
      {quote.extra_guest_fee > 0 ? (
        <BreakdownLine
          label={t('bookingPanel.breakdown.extra_guests')}
          value={money(quote.extra_guest_fee)}
        />
      ) : null}
      <BreakdownLine
        label={t('bookingPanel.breakdown.service_fee')}
        value={money(quote.service_fee)}
      />
      <BreakdownLine label={t('bookingPanel.breakdown.vat')} value={money(quote.vat)} />
      <Divider />
      <BreakdownLine label={t('bookingPanel.breakdown.total')} value={money(quote.total)} strong />
      <BreakdownLine label={t('bookingPanel.breakdown.advance')} value={money(quote.advance)} />
      <BreakdownLine label={t('bookingPanel.breakdown.remaining')} value={money(quote.remaining)} />
    </Stack>
  );
}

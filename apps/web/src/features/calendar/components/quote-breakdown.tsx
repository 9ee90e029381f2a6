import type { CalendarRule, QuoteBody } from '@gazda/contracts/calendar';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { BreakdownLine } from '../../../ui/price-breakdown';
import { QuoteNights } from './quote-breakdown-nights';
import { RulesRefusal } from './rules-refusal';

type Settings = { service_fee_percent: number; vat_percent: number; advance_percent: number };

type QuoteBreakdownProps = {
  quote: QuoteBody;
  rulesById: ReadonlyMap<number, CalendarRule>;
  settings: Settings;
};

/**
 * docs/rules/pricing.md's breakdown: nightly rows (equal ones grouped), discount, fees, VAT, total,
 * advance.
 */
export function QuoteBreakdown({ quote, rulesById, settings }: QuoteBreakdownProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);

  return (
    <Stack gap="sm">
      <QuoteNights quote={quote} rulesById={rulesById} />

      <Stack gap={4}>
        <BreakdownLine
          label={t('calendar.preview.nights_total', { count: quote.nights })}
          value={money(quote.nights_total)}
        />
        {quote.discount.kind ? (
          <BreakdownLine
            label={t(
              quote.discount.kind === 'weekly'
                ? 'calendar.preview.discount_weekly'
                : 'calendar.preview.discount_monthly',
              { percent: quote.discount.percent },
            )}
            value={`−${money(quote.discount.amount)}`}
          />
        ) : null}
        {quote.extra_guest_fee > 0 ? (
          <BreakdownLine
            label={t('calendar.preview.extra_guests')}
            value={money(quote.extra_guest_fee)}
          />
        ) : null}
        <BreakdownLine
          label={t('calendar.preview.host_earnings')}
          value={money(quote.host_earnings)}
          strong
        />
        <BreakdownLine
          label={t('calendar.preview.service_fee', { percent: settings.service_fee_percent })}
          value={money(quote.service_fee)}
        />
        <BreakdownLine
          label={t('calendar.preview.vat', { percent: settings.vat_percent })}
          value={money(quote.vat)}
        />
        <Divider />
        <BreakdownLine label={t('calendar.preview.total')} value={money(quote.total)} strong />
        <BreakdownLine
          label={t('calendar.preview.advance', { percent: settings.advance_percent })}
          value={money(quote.advance)}
        />
        <BreakdownLine label={t('calendar.preview.remaining')} value={money(quote.remaining)} />
      </Stack>

      {quote.min_stay_met ? (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
          <Text size="sm">{t('calendar.preview.min_stay_met', { count: quote.min_stay })}</Text>
        </Group>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          <Text size="sm">{t('calendar.preview.min_stay_not_met', { count: quote.min_stay })}</Text>
        </Alert>
      )}
      {quote.unavailable_dates.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          p="xs"
          role="alert"
        >
          <Text size="sm">
            {t('calendar.preview.unavailable', {
              count: quote.unavailable_dates.length,
              dates: quote.unavailable_dates.map((date) => formatDate(date, locale)).join(', '),
            })}
          </Text>
        </Alert>
      ) : null}
      <RulesRefusal rules={quote.refused_by} title={t('calendar.preview.refused_by')} />
    </Stack>
  );
}

import type { CalendarRule, QuoteBody } from '@gazda/contracts/calendar';
import { formatMoney, formatShortDate } from '@gazda/i18n/format';
import { Table, Text } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { groupNights } from '../../../lib/nightly-groups';

type QuoteNightsProps = { quote: QuoteBody; rulesById: ReadonlyMap<number, CalendarRule> };

/**
 * The nightly rows of a breakdown, equal neighbours grouped (`3 × 50,00 €`). Each row says where
 * its price comes from (base, rule price, special price) under the dates, so two columns fit a
 * phone and the side panel alike.
 */
export function QuoteNights({ quote, rulesById }: QuoteNightsProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);

  return (
    <Table fz="sm" verticalSpacing={6} horizontalSpacing={6} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('calendar.preview.col_nights')}</Table.Th>
          <Table.Th ta="right">{t('calendar.preview.col_final')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupNights(quote.nightly).map(({ first, last, count }) => {
          const rule = first.rule_id === null ? undefined : rulesById.get(first.rule_id);
          const sources = [
            t('calendar.preview.source_base', { price: money(first.base) }),
            first.rule_price !== null
              ? t('calendar.preview.source_rule', {
                  name: rule?.name ?? t('calendar.preview.col_rule'),
                  price: money(first.rule_price),
                })
              : null,
            first.special !== null
              ? t('calendar.preview.source_special', { price: money(first.special) })
              : null,
          ].filter(Boolean);
          return (
            <Table.Tr key={first.date}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {count === 1
                    ? formatShortDate(first.date, locale)
                    : t('calendar.preview.date_range', {
                        from: formatShortDate(first.date, locale),
                        to: formatShortDate(last.date, locale),
                      })}
                </Text>
                <Text size="xs" c="dimmed">
                  {sources.join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {count === 1
                  ? money(first.final)
                  : t('calendar.preview.times', { count, price: money(first.final) })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

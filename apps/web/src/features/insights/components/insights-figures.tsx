import type { Insights } from '@gazda/contracts/insights';
import { dateFormatter, formatMonth, formatPermille, moneyFormatter } from '@gazda/i18n/format';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import type { useLocale } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { BarChart, type BarChartProps } from '../../../ui/charts/bar-chart';
import { FigureCards } from './figure-cards';

const COLORS = {
  booked: 'var(--mantine-color-teal-7)',
  elsewhere: 'var(--mantine-color-orange-5)',
  previous: 'var(--mantine-color-gray-5)',
  main: 'var(--mantine-color-blue-7)',
};

/** `from` to `to` days, or `from`+ for the open last bucket. */
function bucketLabels(
  bounds: readonly number[],
  t: ReturnType<typeof useT>,
  unit: 'days' | 'nights',
) {
  return bounds.map((from, i) => {
    const next = bounds[i + 1];
    if (next === undefined) return t(`insights.bucket.${unit}_open`, { from });
    if (next - 1 === from) return t(`insights.bucket.${unit}_one`, { count: from });
    return t(`insights.bucket.${unit}_range`, { from, to: next - 1 });
  });
}

/** The key figures beside a year earlier, and the charts, of one currency's listings. */
export function InsightsFigures({
  data,
  currencyChoice,
  onCurrency,
  locale,
}: {
  data: Insights;
  currencyChoice: string | null;
  onCurrency: (currency: string) => void;
  locale: ReturnType<typeof useLocale>;
}) {
  const t = useT();
  const block = data.by_currency.find((b) => b.currency === currencyChoice) ?? data.by_currency[0]!;
  const previous =
    data.previous_year?.by_currency.find((b) => b.currency === block.currency) ?? null;
  const money = (minor: number) =>
    moneyFormatter(locale, block.currency, 'narrowWhole').format(minor / 100);
  const exactMoney = (minor: number) =>
    moneyFormatter(locale, block.currency, 'narrow').format(minor / 100);
  const months = block.months.map((m) => formatMonth(m.month, locale, true));
  const percent = (permille: number) => formatPermille(permille, locale);
  const change = (now: number, before: number | undefined) =>
    before === undefined || before === 0
      ? null
      : t('insights.vs_last_year', { change: Math.round(((now - before) / before) * 100) });
  const totals = block.totals;
  const prevTotals = previous?.totals;
  const nights = (value: number) => t('common.nights', { count: value });
  const count = (value: number) => String(value);

  const cards = [
    {
      key: 'occupancy',
      label: t('insights.kpi.occupancy'),
      value: percent(totals.occupancy_permille),
      detail: change(totals.occupancy_permille, prevTotals?.occupancy_permille),
    },
    {
      key: 'earnings',
      label: t('insights.kpi.earnings'),
      value: exactMoney(totals.earnings),
      detail: change(totals.earnings, prevTotals?.earnings),
    },
    {
      key: 'rate',
      label: t('insights.kpi.average_rate'),
      value: exactMoney(totals.average_nightly_rate),
      detail: change(totals.average_nightly_rate, prevTotals?.average_nightly_rate),
    },
    {
      key: 'nights',
      label: t('insights.kpi.nights_booked'),
      value: nights(totals.nights_booked),
      detail: change(totals.nights_booked, prevTotals?.nights_booked),
    },
    {
      key: 'elsewhere',
      label: t('insights.kpi.booked_elsewhere'),
      value: nights(totals.nights_blocked_elsewhere),
      detail: null,
    },
    {
      key: 'bookings',
      label: t('insights.kpi.bookings'),
      value: count(totals.bookings),
      detail: change(totals.bookings, prevTotals?.bookings),
    },
  ];
  // Monday first, as the panel's calendars; 3 January 2027 was a Sunday.
  const weekdays = [1, 2, 3, 4, 5, 6, 0];

  const one = (key: string, label: string, values: number[], color = COLORS.main) => [
    { key, label, values, color },
  ];
  // The charts in reading order; the first two are the first screen, the rest draw a task later.
  const charts: (BarChartProps & { key: string })[] = [
    {
      key: 'nights',
      title: t('insights.chart.nights'),
      categories: months,
      stacked: true,
      series: [
        {
          key: 'booked',
          label: t('insights.series.booked'),
          values: block.months.map((m) => m.nights_booked),
          color: COLORS.booked,
        },
        {
          key: 'elsewhere',
          label: t('insights.series.elsewhere'),
          values: block.months.map((m) => m.nights_blocked_elsewhere),
          color: COLORS.elsewhere,
        },
      ],
      format: nights,
      axisFormat: count,
    },
    {
      key: 'earnings',
      title: t('insights.chart.earnings'),
      categories: months,
      series: [
        ...one(
          'now',
          t('insights.series.this_period'),
          block.months.map((m) => m.earnings),
        ),
        ...(previous
          ? one(
              'before',
              t('insights.series.year_earlier'),
              previous.months.map((m) => m.earnings),
              COLORS.previous,
            )
          : []),
      ],
      format: exactMoney,
      axisFormat: money,
    },
    {
      key: 'rate',
      title: t('insights.chart.rate'),
      categories: months,
      series: one(
        'rate',
        t('insights.kpi.average_rate'),
        block.months.map((m) => m.average_nightly_rate),
      ),
      format: exactMoney,
      axisFormat: money,
    },
    {
      key: 'bookings',
      title: t('insights.chart.bookings'),
      categories: months,
      series: one(
        'bookings',
        t('insights.kpi.bookings'),
        block.months.map((m) => m.bookings),
        COLORS.booked,
      ),
      format: count,
    },
    {
      key: 'lead',
      title: t('insights.chart.lead_time'),
      categories: bucketLabels(data.distributions.lead_time_buckets, t, 'days'),
      series: one('lead', t('insights.kpi.bookings'), data.distributions.lead_time),
      format: count,
    },
    {
      key: 'length',
      title: t('insights.chart.length'),
      categories: bucketLabels(data.distributions.length_of_stay_buckets, t, 'nights'),
      series: one('length', t('insights.kpi.bookings'), data.distributions.length_of_stay),
      format: count,
    },
    {
      key: 'arrivals',
      title: t('insights.chart.weekday'),
      categories: weekdays.map((day) =>
        dateFormatter(locale, 'weekday').format(new Date(Date.UTC(2027, 0, 3 + day))),
      ),
      series: one(
        'arrivals',
        t('insights.series.arrivals'),
        weekdays.map((day) => data.distributions.arrivals_by_weekday[day] ?? 0),
        COLORS.booked,
      ),
      format: count,
    },
  ];

  return (
    <Stack gap="lg">
      {data.by_currency.length > 1 ? (
        <SegmentedControl
          aria-label={t('insights.currency')}
          value={block.currency}
          onChange={onCurrency}
          data={data.by_currency.map((b) => b.currency)}
          w="fit-content"
        />
      ) : null}
      <FigureCards figures={cards} lg={6} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {charts.map(({ key, ...chart }, i) => (
          <BarChart key={key} {...chart} later={i >= 2} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

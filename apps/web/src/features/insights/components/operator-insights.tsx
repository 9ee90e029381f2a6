import { addDays, localDateAt } from '@gazda/domain/dates';
import { formatPermille, formatShortDate, moneyFormatter } from '@gazda/i18n/format';
import { insightsPaths } from '@gazda/contracts/paths';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { BarChart } from '../../../ui/charts/bar-chart';
import { FigureCards } from './figure-cards';
import { CenteredLoader } from '../../../ui/centered-loader';
import { downloadReservations } from '../api/get-insights';
import { useOperatorInsights } from '../api/get-operator-insights';
import { notifyError } from '../../../ui/notify';

const SPANS = ['30', '90', '365'] as const;

/**
 * The operator's dashboard (issue #31 item 4): bookings and their gross value per day, how the
 * inquiries were answered and how many became reservations, and the listing reviews.
 */
export function OperatorInsights() {
  const [today] = useState(() => localDateAt(Date.now(), 'Europe/Belgrade'));
  const t = useT();
  const locale = useLocale();
  const [span, setSpan] = useState<(typeof SPANS)[number]>('30');
  const from = addDays(today, 1 - Number(span));
  const insights = useOperatorInsights(from, today);
  const share = (part: number, whole: number) =>
    whole === 0 ? '–' : formatPermille(Math.round((part * 1000) / whole), locale);
  const count = (value: number) => String(value);

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReservations(from, today, insightsPaths.adminExport);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const controls = (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('insights.period.label')}
        value={span}
        onChange={(value) => setSpan(value as (typeof SPANS)[number])}
        data={SPANS.map((days) => ({
          value: days,
          label: t('insights.operator.days', { count: Number(days) }),
        }))}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={exporting}
        onClick={exportCsv}
      >
        {t('insights.export')}
      </Button>
    </Group>
  );
  const data = insights.data;
  if (!data)
    return (
      <Stack gap="lg">
        {controls}
        {insights.isError ? <Text c="red">{insights.error.message}</Text> : <CenteredLoader />}
      </Stack>
    );

  const days = data.days.map((day) => formatShortDate(day.date, locale));
  const { inquiries, listings } = data;
  const cards = [
    {
      key: 'in_time',
      label: t('insights.operator.answered_in_time'),
      value: share(inquiries.answered_in_time, inquiries.received),
      detail: t('insights.operator.of_inquiries', {
        part: inquiries.answered_in_time,
        count: inquiries.received,
      }),
    },
    {
      key: 'conversion',
      label: t('insights.operator.conversion'),
      value: share(inquiries.converted, inquiries.received),
      detail: t('insights.operator.of_inquiries', {
        part: inquiries.converted,
        count: inquiries.received,
      }),
    },
    {
      key: 'waiting',
      label: t('insights.operator.waiting_review'),
      value: count(listings.waiting_review),
      detail: null,
    },
    {
      key: 'review_time',
      label: t('insights.operator.review_time'),
      value: t('insights.operator.hours', { count: listings.average_review_hours }),
      detail: t('insights.operator.reviewed', { count: listings.reviewed }),
    },
  ];
  return (
    <Stack gap="lg">
      {controls}
      <FigureCards figures={cards} lg={4} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BarChart
          title={t('insights.operator.bookings')}
          categories={days}
          series={[
            {
              key: 'bookings',
              label: t('insights.kpi.bookings'),
              values: data.days.map((day) => day.bookings),
              color: 'var(--mantine-color-teal-7)',
            },
          ]}
          format={count}
        />
        {(['EUR', 'RSD'] as const).map((currency) => (
          <BarChart
            key={currency}
            title={t('insights.operator.gross', { currency })}
            categories={days}
            series={[
              {
                key: currency,
                label: currency,
                values: data.days.map((day) => day.gross[currency]),
                color: 'var(--mantine-color-blue-7)',
              },
            ]}
            format={(value) => moneyFormatter(locale, currency, 'narrow').format(value / 100)}
            axisFormat={(value) =>
              moneyFormatter(locale, currency, 'narrowWhole').format(value / 100)
            }
          />
        ))}
        <BarChart
          title={t('insights.operator.inquiries')}
          categories={[
            t('insights.operator.received'),
            t('insights.operator.answered'),
            t('insights.operator.answered_in_time'),
            t('insights.operator.converted'),
          ]}
          series={[
            {
              key: 'inquiries',
              label: t('insights.operator.inquiry_count'),
              values: [
                inquiries.received,
                inquiries.answered,
                inquiries.answered_in_time,
                inquiries.converted,
              ],
              color: 'var(--mantine-color-orange-7)',
            },
          ]}
          format={count}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { addDays, localDateAt } from '@gazda/domain/dates';
import { Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { InsightsFigures } from './insights-figures';
import { CenteredLoader } from '../../../ui/centered-loader';
import { notifyError } from '../../../ui/notify';
import { downloadReservations, useInsights, type InsightsFilter } from '../api/get-insights';

// Only for a custom period: the date picker is not part of the page's first download.
const DateRangeInput = lazy(() =>
  import('../../../ui/form/date-range-input').then((m) => ({ default: m.DateRangeInput })),
);

type Preset = 'month' | 'year' | 'custom';
type DateRange = [string | null, string | null];

const HOME_ZONE = 'Europe/Belgrade';

function endOfMonth(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** This month, or the twelve months up to and including this one. */
function periodOf(preset: Exclude<Preset, 'custom'>, today: string): [string, string] {
  const first = `${today.slice(0, 7)}-01`;
  if (preset === 'month') return [first, endOfMonth(today)];
  const year = Number(today.slice(0, 4)) - 1;
  const month = Number(today.slice(5, 7)) + 1;
  const start = month === 13 ? `${year + 1}-01-01` : `${year}-${String(month).padStart(2, '0')}-01`;
  return [start, endOfMonth(today)];
}

/**
 * `/insights`: the period (this month, the last 12 months, a range) and the listing, the key
 * figures beside a year earlier, and the charts; the reservations of the period as CSV.
 */
export function InsightsView() {
  const [today] = useState(() => localDateAt(Date.now(), HOME_ZONE));
  const t = useT();
  const locale = useLocale();
  const [preset, setPreset] = useState<Preset>('year');
  const [range, setRange] = useState<DateRange>(periodOf('year', today));
  const [listingId, setListingId] = useState<number | null>(null);
  const [currencyChoice, setCurrencyChoice] = useState<string | null>(null);
  const [from, to] =
    preset === 'custom' && range[0] && range[1]
      ? range
      : periodOf(preset === 'month' ? 'month' : 'year', today);
  const filter: InsightsFilter = { from: from!, to: to!, listingId };
  const insights = useInsights(filter);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReservations(filter.from, filter.to);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  // The phone's own pickers, and a lighter first render than the kit's own (issue #31).
  const controls = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('insights.period.label')}
        w={200}
        value={preset}
        onChange={(event) => setPreset(event.currentTarget.value as Preset)}
        data={[
          { value: 'month', label: t('insights.period.month') },
          { value: 'year', label: t('insights.period.year') },
          { value: 'custom', label: t('insights.period.custom') },
        ]}
      />
      {preset === 'custom' ? (
        <Suspense fallback={<Loader size="sm" />}>
          <DateRangeInput
            label={t('insights.period.range')}
            value={range}
            onChange={setRange}
            w={260}
          />
        </Suspense>
      ) : null}
      <NativeSelect
        label={t('insights.listing')}
        w={240}
        value={listingId === null ? 'all' : String(listingId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setListingId(value === 'all' ? null : Number(value));
        }}
        data={[
          { value: 'all', label: t('insights.listing_all') },
          ...(insights.data?.listings ?? []).map((listing) => ({
            value: String(listing.id),
            label: listing.name,
          })),
        ]}
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

  if (!insights.data) {
    return (
      <Stack gap="lg">
        {controls}
        {insights.isError ? <Text c="red">{insights.error.message}</Text> : <CenteredLoader />}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {controls}
      <InsightsFigures
        data={insights.data}
        currencyChoice={currencyChoice}
        onCurrency={setCurrencyChoice}
        locale={locale}
      />
    </Stack>
  );
}

import type { CalendarDay, CalendarInitData } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import type { Stay } from '@gazda/domain/pricing-types';
import { Alert, Badge, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { pricingQueryOptions } from '../api/get-pricing';
import { asQuoteBody, localQuote } from '../utils/local-quote';
import { sameQuote } from '../utils/same-quote';
import { QuoteBreakdown } from './quote-breakdown';

/** The stay the preview prices: its dates (either may be open yet) and guests. */
export type PreviewStay = { dates: [string | null, string | null]; guests: number };

type PricingPreviewTabProps = {
  listingId: number;
  initData: CalendarInitData;
  days: readonly CalendarDay[];
  preview: PreviewStay;
  onChange: (preview: PreviewStay) => void;
};

const quoteErrorKeys = {
  invalid_date: 'calendar.preview.error.invalid_date',
  invalid_range: 'calendar.preview.error.invalid_range',
  stay_too_long: 'calendar.preview.error.stay_too_long',
  invalid_guests: 'calendar.preview.error.invalid_guests',
  too_many_guests: 'calendar.preview.error.too_many_guests',
} as const;

/**
 * What a guest would pay. The breakdown appears at once from the domain's `quote()` over the
 * calendar on screen; the server's answer (the stored one) replaces it when it arrives.
 */
export function PricingPreviewTab({
  listingId,
  initData,
  days,
  preview,
  onChange,
}: PricingPreviewTabProps) {
  const t = useT();
  const [checkIn, checkOut] = preview.dates;
  const maxGuests = Math.max(1, initData.listing.max_guests ?? 1);
  const guests = Math.min(Math.max(1, preview.guests), maxGuests);
  const stay: Stay | null =
    checkIn && checkOut && checkIn < checkOut
      ? { check_in: checkIn, check_out: checkOut, guests }
      : null;

  // A year of days is a few hundred map entries: cheap enough to price again on every render.
  const local = stay ? localQuote(initData, days, stay) : null;
  const server = useQuery({
    ...pricingQueryOptions(listingId, stay ?? { check_in: '', check_out: '', guests }),
    enabled: stay !== null,
  });
  const serverReady = server.data !== undefined && !server.isFetching && !server.isPlaceholderData;
  const localBody = local?.ok ? asQuoteBody(local.quote) : null;
  const shown = serverReady ? server.data : localBody;
  const differs = serverReady && local?.ok === true && !sameQuote(local.quote, server.data);
  const rulesById = useMemo(() => new Map(initData.rules.map((r) => [r.id, r])), [initData.rules]);
  const lastDay = days.at(-1)?.date;

  return (
    <Stack gap="sm">
      <DateRangeInput
        label={t('calendar.preview.dates')}
        placeholder={t('calendar.preview.dates_placeholder')}
        value={[checkIn, checkOut]}
        onChange={(dates) => onChange({ ...preview, dates })}
        minDate={initData.today}
        maxDate={lastDay ? addDays(lastDay, 1) : undefined}
        allowSingleDateInRange={false}
        clearable
        numberOfColumns={1}
        popoverProps={{ withinPortal: true, zIndex: 400 }}
      />
      <NumberInput
        label={t('calendar.preview.guests')}
        description={t('calendar.preview.max_guests', { count: maxGuests })}
        value={guests}
        onChange={(value) => onChange({ ...preview, guests: Number(value) || 1 })}
        min={1}
        max={maxGuests}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        w={160}
      />
      {!stay ? (
        <Text size="sm" c="dimmed">
          {t('calendar.preview.hint')}
        </Text>
      ) : local === null ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('calendar.preview.no_base_price')}
        </Alert>
      ) : !local.ok && !serverReady ? (
        <Alert color="red" variant="light" role="alert">
          {t(quoteErrorKeys[local.error], { count: maxGuests })}
        </Alert>
      ) : shown ? (
        <>
          <Group gap="xs">
            {serverReady ? (
              <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
                {t('calendar.preview.confirmed')}
              </Badge>
            ) : (
              <Badge
                color="gray"
                variant="light"
                leftSection={server.isFetching ? <Loader size={10} color="dark" /> : null}
              >
                {t('calendar.preview.instant')}
              </Badge>
            )}
          </Group>
          {differs ? (
            <Text size="xs" c="dimmed">
              {t('calendar.preview.server_differs')}
            </Text>
          ) : null}
          <QuoteBreakdown quote={shown} rulesById={rulesById} settings={initData.settings} />
        </>
      ) : null}
      {server.error ? (
        <Text size="sm" c="red.9" role="alert">
          {server.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

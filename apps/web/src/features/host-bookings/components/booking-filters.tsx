import { isLocalDate } from '@gazda/domain/dates';
import { nameFor } from '@gazda/i18n/locales';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  bookingStatusLabel,
  type BookingKind,
  INQUIRY_FILTER_STATUSES,
  RESERVATION_FILTER_STATUSES,
} from '../../../lib/booking-status';
import { useLocale, useT } from '../../../lib/i18n';
import { hostApartmentsQueryOptions, type BookingFilter } from '../api/host-bookings';
import { useClearButtonProps } from '../../../ui/calendar-labels';
import { DateRangeInput } from '../../../ui/form/date-range-input';

/** The filters as the URL holds them (`?listing=&status=&from=&to=&page=`). */
export function filterFrom(search: URLSearchParams): BookingFilter {
  const listing = Number(search.get('listing'));
  const page = Number(search.get('page'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    listing: Number.isInteger(listing) && listing > 0 ? listing : undefined,
    status: search.get('status') || undefined,
    from: isLocalDate(from) ? from : undefined,
    to: isLocalDate(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** Listing, status and date range in one row above the list; every change lands in the URL. */
export function BookingFilters({ kind }: { kind: BookingKind }) {
  const t = useT();
  const clearLabel = useClearButtonProps();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const apartments = useQuery(hostApartmentsQueryOptions());
  const statuses = kind === 'reservation' ? RESERVATION_FILTER_STATUSES : INQUIRY_FILTER_STATUSES;

  function set(next: Partial<BookingFilter>) {
    const merged: BookingFilter = { ...filter, ...next, page: undefined };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '') query.set(key, String(value));
    setSearchParams(query);
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('bookingPanel.host.filter_listing')}
        placeholder={t('bookingPanel.host.filter_listing_all')}
        data={(apartments.data?.data ?? []).map((listing) => ({
          value: String(listing.id),
          label:
            nameFor(locale, { name_sr: listing.name.sr, name_en: listing.name.en }) ||
            String(listing.id),
        }))}
        value={filter.listing ? String(filter.listing) : null}
        onChange={(value) => set({ listing: value ? Number(value) : undefined })}
        clearable
        clearButtonProps={clearLabel}
        searchable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('bookingPanel.host.filter_status')}
        placeholder={t('bookingPanel.host.filter_status_all')}
        data={statuses.map((status) => {
          const label = bookingStatusLabel(kind, status);
          return { value: status, label: label ? t(label) : status };
        })}
        value={filter.status ?? null}
        onChange={(value) => set({ status: value ?? undefined })}
        clearable
        clearButtonProps={clearLabel}
        w={{ base: '100%', sm: 220 }}
      />
      <DateRangeInput
        label={t('bookingPanel.host.filter_dates')}
        value={[filter.from ?? null, filter.to ?? null]}
        onChange={([from, to]) => {
          if ((from && to) || (!from && !to)) set({ from: from ?? undefined, to: to ?? undefined });
        }}
        clearable
        allowSingleDateInRange
        leftSection={null}
        w={{ base: '100%', sm: 260 }}
      />
      {filter.listing || filter.status || filter.from || filter.to ? (
        <Button
          variant="subtle"
          onClick={() =>
            set({ listing: undefined, status: undefined, from: undefined, to: undefined })
          }
        >
          {t('bookingPanel.host.filter_clear')}
        </Button>
      ) : null}
    </Group>
  );
}

import { activityKinds } from '@gazda/contracts/activity-log';
import { nameFor } from '@gazda/i18n/locales';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import type { ActivityLogFilter } from '../api/get-activity-log';
import { ownListingsQueryOptions } from '../api/get-own-listings';
import { activityFilterFrom, activityFilterQuery } from './activity-filter';

/** Listing and kind in one row above the log; every change lands in the URL (page back to 1). */
export function ActivityFilters() {
  const t = useT();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = activityFilterFrom(searchParams);
  const listings = useQuery(ownListingsQueryOptions());

  function set(next: Partial<ActivityLogFilter>) {
    setSearchParams(activityFilterQuery({ ...filter, ...next, page: undefined }));
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('activityLog.filter.listing')}
        placeholder={t('activityLog.filter.listing_all')}
        data={(listings.data?.data ?? []).map((listing) => ({
          value: String(listing.id),
          label:
            nameFor(locale, { name_sr: listing.name.sr, name_en: listing.name.en }) ||
            `#${listing.id}`,
        }))}
        value={filter.listing ? String(filter.listing) : null}
        onChange={(value) => set({ listing: value ? Number(value) : undefined })}
        clearable
        searchable
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label={t('activityLog.filter.kind')}
        placeholder={t('activityLog.filter.kind_all')}
        data={activityKinds.map((kind) => ({
          value: kind,
          label: t(`listings.form.activity.kind.${kind}`),
        }))}
        value={filter.kind ?? null}
        onChange={(value) =>
          set({ kind: activityKinds.find((kind) => kind === value) ?? undefined })
        }
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      {filter.listing || filter.kind ? (
        <Button variant="subtle" onClick={() => set({ listing: undefined, kind: undefined })}>
          {t('activityLog.filter.clear')}
        </Button>
      ) : null}
    </Group>
  );
}

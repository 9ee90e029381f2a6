import { isLocalDate } from '@gazda/domain/dates';
import { Alert, Group, Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { searchQueryOptions, type SearchParams } from '../api/search-listings';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { Pager } from '../../../ui/pager';

const PER_PAGE = 20;

function paramsFrom(search: URLSearchParams): SearchParams {
  const checkIn = search.get('check_in') ?? '';
  const checkOut = search.get('check_out') ?? '';
  const guests = Number(search.get('guests'));
  const page = Number(search.get('page'));
  const dates = isLocalDate(checkIn) && isLocalDate(checkOut) && checkIn < checkOut;
  return {
    city: search.get('city')?.trim() || undefined,
    check_in: dates ? checkIn : undefined,
    check_out: dates ? checkOut : undefined,
    guests: Number.isInteger(guests) && guests > 1 ? Math.min(guests, 50) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

function todayHere(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** /search: destination, dates and guests in the URL; listed, active, free listings. */
export function SearchPage() {
  const t = useT();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsFrom(searchParams);
  const results = useQuery(searchQueryOptions(params, locale));
  const formKey = searchParams.toString();

  function go(next: SearchParams) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') query.set(key, String(value));
    setSearchParams(query);
  }

  const total = results.data?.meta.total ?? 0;
  return (
    <Stack gap="lg">
      <PageTitle title={t('bookingPanel.search.title')} />
      <SearchForm key={formKey} value={params} today={todayHere()} onSearch={go} />
      {results.isError ? (
        <Alert color="red" variant="light" role="alert">
          {results.error.message}
        </Alert>
      ) : results.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={280} radius="lg" />
          ))}
        </SimpleGrid>
      ) : results.data.data.length === 0 ? (
        <Text c="dark.4">{t('bookingPanel.search.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dark.4" aria-live="polite">
            {t('bookingPanel.search.count', { count: total })}
          </Text>
          <SearchResults
            listings={results.data.data}
            stay={{ check_in: params.check_in, check_out: params.check_out, guests: params.guests }}
          />
          {total > PER_PAGE ? (
            <Group justify="center">
              <Pager
                total={Math.ceil(total / PER_PAGE)}
                value={params.page ?? 1}
                onChange={(page) => go({ ...params, page: page > 1 ? page : undefined })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { TRIP_SECTIONS } from '@gazda/domain/trip-sections';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';
import { myInquiriesQueryOptions, myReservationsQueryOptions, type When } from '../api/trips';
import { TripCard } from './trip-card';
import { Pager } from '../../../ui/pager';

const PER_PAGE = 20;

const SECTION_LABEL = {
  upcoming: 'bookingPanel.trips.upcoming',
  past: 'bookingPanel.trips.past',
  cancelled: 'bookingPanel.trips.cancelled_section',
} as const satisfies Record<When, string>;

const isSection = (value: string | null): value is When =>
  (TRIP_SECTIONS as readonly (string | null)[]).includes(value);

/**
 * /my-travel/reservations and /my-travel/inquiries: what is to come (soonest first), the past
 * and the cancelled apart (`?when=`, issue #26 item 8), paged.
 */
export function TripsPage({ tab }: { tab: 'reservations' | 'inquiries' }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('when');
  const when: When = isSection(asked) ? asked : 'upcoming';
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const reservations = useQuery({
    ...myReservationsQueryOptions(when, pageNumber, locale),
    enabled: tab === 'reservations',
  });
  const inquiries = useQuery({
    ...myInquiriesQueryOptions(when, pageNumber, locale),
    enabled: tab === 'inquiries',
  });
  const list = tab === 'reservations' ? reservations : inquiries;
  const total = list.data?.meta.total ?? 0;

  return (
    <Stack gap="lg">
      <PageTitle title={t('bookingPanel.trips.title')} />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate(
            routePath(value === 'inquiries' ? 'my-travel.inquiries' : 'my-travel.reservations'),
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="reservations">{t('bookingPanel.trips.tab_reservations')}</Tabs.Tab>
          <Tabs.Tab value="inquiries">{t('bookingPanel.trips.tab_inquiries')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <Stack gap="lg">
            <SegmentedControl
              w="fit-content"
              value={when}
              onChange={(value) => setSearchParams(value === 'upcoming' ? {} : { when: value })}
              data={TRIP_SECTIONS.map((section) => ({
                value: section,
                label: t(SECTION_LABEL[section]),
              }))}
              aria-label={t('bookingPanel.trips.sections')}
            />
            {list.isError ? (
              <Alert color="red" variant="light" role="alert">
                {list.error.message}
              </Alert>
            ) : list.isPending ? (
              <Stack key="loading">
                <Skeleton h={160} radius="lg" />
                <Skeleton h={160} radius="lg" />
              </Stack>
            ) : list.data.data.length === 0 ? (
              <Stack key="empty" gap="sm" align="flex-start">
                <Text c="dark.4">
                  {t(
                    when === 'past'
                      ? 'bookingPanel.trips.empty_past'
                      : when === 'cancelled'
                        ? 'bookingPanel.trips.empty_cancelled'
                        : tab === 'reservations'
                          ? 'bookingPanel.trips.empty_reservations'
                          : 'bookingPanel.trips.empty_inquiries',
                  )}
                </Text>
                {when === 'upcoming' ? (
                  <Button component={Link} to={routePath('search')}>
                    {t('bookingPanel.trips.find')}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Stack key="list" gap="md">
                {tab === 'reservations'
                  ? (reservations.data?.data ?? []).map((item) => (
                      <TripCard key={item.id} kind="reservation" item={item} />
                    ))
                  : (inquiries.data?.data ?? []).map((item) => (
                      <TripCard key={item.id} kind="inquiry" item={item} />
                    ))}
                {total > PER_PAGE ? (
                  <Group justify="center">
                    <Pager
                      total={Math.ceil(total / PER_PAGE)}
                      value={pageNumber}
                      onChange={(page) =>
                        setSearchParams({
                          ...(when === 'upcoming' ? {} : { when }),
                          page: String(page),
                        })
                      }
                    />
                  </Group>
                ) : null}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

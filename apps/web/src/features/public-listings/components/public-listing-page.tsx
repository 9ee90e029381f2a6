import type { PublicListing } from '@gazda/contracts/bookings';
import { Badge, Box, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBath, IconBed, IconClock, IconDoor, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { Deferred } from '../../../ui/deferred';
import { PageTitle } from '../../../ui/page-title';
import { publicListingQueryOptions } from '../api/get-public-listing';
import { useNearScreen } from '../hooks/use-near-screen';
import type { GuestAccount } from '../utils/email-check';
import { AskHost } from './ask-host';
import { BookingWidget } from './booking-widget';
import { PhotoGallery } from './photo-gallery';
import classes from './photo-gallery.module.css';

const ListingMap = lazy(() => import('./listing-map').then((m) => ({ default: m.ListingMap })));

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ListingBody({ listing }: { listing: PublicListing }) {
  const t = useT();
  const beds = listing.rooms.reduce(
    (sum, room) => sum + room.beds.reduce((inRoom, bed) => inRoom + bed.count, 0),
    0,
  );
  const place = [listing.city, listing.country].filter(Boolean).join(', ');
  const checkIn =
    listing.check_in_from && listing.check_in_to
      ? t('bookingPanel.listing.check_in_between', {
          from: listing.check_in_from,
          to: listing.check_in_to,
        })
      : listing.check_in_from
        ? t('bookingPanel.listing.check_in_from', { from: listing.check_in_from })
        : null;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <PageTitle title={listing.name} />
        {place ? (
          <Group gap={4}>
            <IconMapPin size={16} aria-hidden />
            <Text c="dark.4">{place}</Text>
          </Group>
        ) : null}
        <Group gap="lg" mt="xs">
          {listing.max_guests ? (
            <Fact icon={<IconUsers size={18} aria-hidden />}>
              {t('bookingPanel.listing.guests', { count: listing.max_guests })}
            </Fact>
          ) : null}
          {listing.bedrooms ? (
            <Fact icon={<IconDoor size={18} aria-hidden />}>
              {t('bookingPanel.listing.bedrooms', { count: listing.bedrooms })}
            </Fact>
          ) : null}
          {beds > 0 ? (
            <Fact icon={<IconBed size={18} aria-hidden />}>
              {t('bookingPanel.listing.beds', { count: beds })}
            </Fact>
          ) : null}
          {listing.bathrooms ? (
            <Fact icon={<IconBath size={18} aria-hidden />}>
              {t('bookingPanel.listing.bathrooms', { count: listing.bathrooms })}
            </Fact>
          ) : null}
        </Group>
      </Stack>

      {listing.description ? (
        <Section title={t('bookingPanel.listing.description')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{listing.description}</Text>
        </Section>
      ) : null}

      {/* Below the first screen: a task of its own, after the first paint (issue #9). */}
      <Deferred>
        <LowerSections listing={listing} checkIn={checkIn} />
      </Deferred>
    </Stack>
  );
}

/** The amenities, the house rules and the map. */
function LowerSections({ listing, checkIn }: { listing: PublicListing; checkIn: string | null }) {
  const t = useT();
  return (
    <>
      {listing.amenities.length > 0 ? (
        <Section title={t('bookingPanel.listing.amenities')}>
          <Group gap="xs">
            {listing.amenities.map((amenity) => (
              <Badge key={amenity.id} variant="light" color="gray" radius="sm" size="lg" tt="none">
                {amenity.name}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}

      {checkIn || listing.check_out_until ? (
        <Section title={t('bookingPanel.listing.house_rules')}>
          <Stack gap={4}>
            {checkIn ? <Fact icon={<IconClock size={18} aria-hidden />}>{checkIn}</Fact> : null}
            {listing.check_out_until ? (
              <Fact icon={<IconClock size={18} aria-hidden />}>
                {t('bookingPanel.listing.check_out_until', { until: listing.check_out_until })}
              </Fact>
            ) : null}
          </Stack>
        </Section>
      ) : null}

      {listing.latitude !== null && listing.longitude !== null ? (
        <Section title={t('bookingPanel.listing.location')}>
          <LazyMap
            latitude={listing.latitude}
            longitude={listing.longitude}
            approximate={listing.approximate_location}
          />
        </Section>
      ) : null}
    </>
  );
}

/** The map's place, as tall as the map: it loads (script and tiles) only when scrolled near. */
function LazyMap(props: ComponentProps<typeof ListingMap>) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const placeholder = (
    <Box
      h={{ base: 220, sm: 300 }}
      bg="gray.2"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ListingMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The page's shape while the listing loads: the first photo's frame and the title's lines. */
function ListingSkeleton() {
  return (
    <Stack gap="lg" mih="100dvh" aria-busy>
      <div className={classes.strip}>
        <Skeleton className={classes.slide} radius={0} />
      </div>
      <Stack gap="xs">
        <Skeleton h={34} w="70%" />
        <Skeleton h={20} w="40%" />
      </Stack>
    </Stack>
  );
}

type PublicListingPageProps = { id: number; notFound: ReactNode; account?: GuestAccount };

/** The public page of a listing (issue 5 §1), logged in or not. */
export function PublicListingPage({ id, notFound, account }: PublicListingPageProps) {
  const locale = useLocale();
  const listing = useQuery(publicListingQueryOptions(id, locale));

  if (listing.isPending) return <ListingSkeleton />;
  if (listing.isError || !listing.data) return notFound;

  return (
    <Stack gap="lg" pb={{ base: 96, md: 'xl' }}>
      <PhotoGallery listing={listing.data} />
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="xl">
            <ListingBody listing={listing.data} />
            <AskHost listingId={listing.data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <BookingWidget listing={listing.data} account={account} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

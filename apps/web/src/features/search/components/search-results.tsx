import type { PublicListingCard } from '@gazda/contracts/bookings';
import { formatMoney } from '@gazda/i18n/format';
import { AspectRatio, Badge, Card, Center, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

type Stay = { check_in?: string; check_out?: string; guests?: number };

function ResultCard({ listing, stay }: { listing: PublicListingCard; stay: Stay }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, listing.currency, locale);
  return (
    <Card
      component={Link}
      to={routePath('ads.show', { id: listing.id }, stay)}
      withBorder
      radius="lg"
      padding="sm"
      data-testid="search-result"
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {listing.photo ? (
            <Image src={listing.photo.thumb_url} alt={listing.name} loading="lazy" />
          ) : (
            <Center bg="gray.1">
              <IconPhotoOff size={28} aria-label={t('bookingPanel.search.no_photo')} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        {listing.booking_mode ? (
          <Badge
            size="sm"
            radius="sm"
            variant="light"
            color={listing.booking_mode === 'instant' ? 'green' : 'gray'}
          >
            {t(
              listing.booking_mode === 'instant'
                ? 'bookingPanel.search.instant'
                : 'bookingPanel.search.inquiry',
            )}
          </Badge>
        ) : null}
        <Text fw={700} lineClamp={2}>
          {listing.name}
        </Text>
        <Text size="sm" c="dark.4">
          {[
            listing.city,
            listing.max_guests
              ? t('bookingPanel.search.up_to_guests', { count: listing.max_guests })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {listing.total !== null && listing.nights !== null ? (
          <Text fw={700}>
            {t('bookingPanel.search.total_for', {
              total: money(listing.total),
              count: listing.nights,
            })}
          </Text>
        ) : listing.base_price !== null ? (
          <Text fw={600}>
            {t('bookingPanel.search.per_night', { price: money(listing.base_price) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Result cards: one column on phones, up to four on desktop. */
export function SearchResults({ listings, stay }: { listings: PublicListingCard[]; stay: Stay }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
      {listings.map((listing) => (
        <ResultCard key={listing.id} listing={listing} stay={stay} />
      ))}
    </SimpleGrid>
  );
}

import type { Listing } from '@gazda/contracts/listings';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { formatUpdated } from '../format-updated';
import { listingName } from '../listing-model';
import { ListingStatusChip } from './listing-status-chip';
import { ListingThumb } from './listing-thumb';

/** Phones: one card per listing, the whole card opens the form. */
export function ListingCards({ listings }: { listings: Listing[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      {listings.map((listing) => (
        <UnstyledButton
          key={listing.id}
          component={Link}
          to={routePath('listing.form', { categoryConst: listing.category, id: listing.id })}
        >
          <Paper withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ListingThumb listing={listing} size={84} />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {listingName(listing, locale) ?? t('listings.form.new_listing')}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {listing.city ?? '—'}
                </Text>
                <Group gap="xs" justify="space-between">
                  <ListingStatusChip listing={listing} size="sm" />
                  <Text size="xs" c="dimmed">
                    {formatUpdated(listing.updated_at, locale)}
                  </Text>
                </Group>
              </Stack>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

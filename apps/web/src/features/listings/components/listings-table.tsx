import type { Listing } from '@gazda/contracts/listings';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { formatUpdated } from '../format-updated';
import { listingName } from '../listing-model';
import { ListingStatusChip } from './listing-status-chip';
import { ListingThumb } from './listing-thumb';

/** Desktop: one row per listing; the name opens the form where it left off. */
export function ListingsTable({ listings }: { listings: Listing[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('listings.list.column.listing')}</Table.Th>
          <Table.Th>{t('listings.list.column.city')}</Table.Th>
          <Table.Th>{t('listings.list.column.status')}</Table.Th>
          <Table.Th>{t('listings.list.column.updated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {listings.map((listing) => (
          <Table.Tr key={listing.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <ListingThumb listing={listing} size={64} />
                <Anchor
                  component={Link}
                  to={routePath('listing.form', {
                    categoryConst: listing.category,
                    id: listing.id,
                  })}
                  fw={600}
                  c="dark"
                >
                  {listingName(listing, locale) ?? t('listings.form.new_listing')}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{listing.city ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <ListingStatusChip listing={listing} size="sm" />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {formatUpdated(listing.updated_at, locale)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

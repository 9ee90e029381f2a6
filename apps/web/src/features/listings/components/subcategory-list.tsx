import type { Category, Listing } from '@gazda/contracts/listings';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { useListings } from '../api/get-listings';
import { useSubcategories } from '../api/get-subcategories';
import { listingName } from '../listing-model';
import { ListingStatusChip } from './listing-status-chip';

/** The server's page limit: a host with more listings in one category sees the newest 100 here. */
const GROUPED = 100;

type SubcategoryGroup = { key: string; name: string; listings: Listing[] };

/**
 * /ads-list/{categoryConst}: the category's subcategories (Apartman, Studio, Kuća…) with how many
 * of the user's listings each holds; opening one lists them with their status. Listings whose type
 * is not chosen yet form their own group at the end.
 */
export function SubcategoryList({ category }: { category: Category }) {
  const t = useT();
  const locale = useLocale();
  const subcategories = useSubcategories(category.id);
  const listings = useListings(category.const, { perPage: GROUPED });

  if (subcategories.isPending || listings.isPending) return <Skeleton h={280} radius="md" />;
  const error = subcategories.error ?? listings.error;
  if (error)
    return (
      <Alert color="red" variant="light">
        {error.message}
      </Alert>
    );
  const all = listings.data?.data ?? [];
  const groups: SubcategoryGroup[] = (subcategories.data ?? []).map((s) => ({
    key: String(s.id),
    name: s.name,
    listings: all.filter((l) => l.subcategory_id === s.id),
  }));
  const unassigned = all.filter((l) => l.subcategory_id === null);
  if (unassigned.length > 0)
    groups.push({ key: 'none', name: t('listings.list.sub.unassigned'), listings: unassigned });
  const total = listings.data?.meta.total ?? 0;

  return (
    <Stack gap="md">
      {total > GROUPED ? (
        <Alert color="gray" variant="light">
          {t('listings.list.sub.truncated', { count: GROUPED })}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg">
        <Accordion chevronPosition="right" variant="default">
          {groups.map((group) => (
            <Accordion.Item key={group.key} value={group.key}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={600}>{group.name}</Text>
                  <Badge variant="light" color={group.listings.length ? 'dark' : 'gray'}>
                    {t('listings.list.sub.count', { count: group.listings.length })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {group.listings.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('listings.list.sub.none')}
                    </Text>
                  ) : null}
                  {group.listings.map((listing) => (
                    <Group key={listing.id} justify="space-between" wrap="nowrap" gap="sm">
                      <Anchor
                        component={Link}
                        to={routePath('listing.form', {
                          categoryConst: listing.category,
                          id: listing.id,
                        })}
                        c="dark"
                        fw={500}
                        truncate
                      >
                        {listingName(listing, locale) ?? t('listings.form.new_listing')}
                      </Anchor>
                      <ListingStatusChip listing={listing} size="sm" />
                    </Group>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </Stack>
  );
}

import type { CategoryConst } from '@gazda/contracts/listings';
import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { useListings } from '../api/get-listings';
import { ListingCards } from './listing-cards';
import { ListingsTable } from './listings-table';
import { Pager } from '../../../ui/pager';

const PER_PAGE = 20;

type MyListingsProps = {
  category: CategoryConst;
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
};

/** The user's listings of a category: search (kept in the URL by the route), table or cards. */
export function MyListings({ category, search, page, onSearch, onPage }: MyListingsProps) {
  const t = useT();
  const listings = useListings(category, { search, page, perPage: PER_PAGE });
  const debounced = useDebouncedCallback(onSearch, 350);
  const createPath = routePath('listings.create-in-category', { categoryConst: category });

  let body;
  if (listings.isPending) body = <Skeleton h={220} radius="md" />;
  else if (listings.isError)
    body = (
      <Alert color="red" variant="light">
        {listings.error.message}
      </Alert>
    );
  else if (listings.data.data.length === 0)
    body = search ? (
      <Text c="dimmed" ta="center" py="xl">
        {t('listings.list.no_match', { search })}
      </Text>
    ) : (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={600}>{t('listings.list.empty')}</Text>
          <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
            {t('listings.list.create')}
          </Button>
        </Stack>
      </Paper>
    );
  else {
    const { data, meta } = listings.data;
    const pages = Math.ceil(meta.total / meta.per_page);
    body = (
      <Stack gap="md">
        <Paper withBorder radius="lg" visibleFrom="sm" px="md">
          <ListingsTable listings={data} />
        </Paper>
        <Box hiddenFrom="sm">
          <ListingCards listings={data} />
        </Box>
        {pages > 1 ? <Pager value={page} onChange={onPage} total={pages} size="sm" /> : null}
      </Stack>
    );
  }

  // An empty first visit shows only the empty state and its button.
  const nothingYet = !search && listings.data?.meta.total === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" display={nothingYet ? 'none' : undefined}>
        <TextInput
          type="search"
          defaultValue={search}
          onChange={(event) => debounced(event.currentTarget.value.trim())}
          placeholder={t('listings.list.search')}
          aria-label={t('listings.list.search')}
          leftSection={<IconSearch size={16} />}
          style={{ flex: '1 1 14rem' }}
          maw={420}
        />
        <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
          {t('listings.list.create')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

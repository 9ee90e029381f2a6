import { isCategoryConst } from '@gazda/contracts/categories';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconListTree } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useCategories } from '../features/listings/api/get-categories';
import { MyListings } from '../features/listings/components/my-listings';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

/** /listings/{categoryConst}: the user's listings of the category; `?search=&page=` in the URL. */
export function ListingsListRoute() {
  const t = useT();
  const { categoryConst: category } = useParams();
  const [params, setParams] = useSearchParams();
  const categories = useCategories(false);
  if (!isCategoryConst(category)) return <Navigate to={routePath('AdsCreate')} replace />;
  const name =
    categories.data?.find((c) => c.const === category)?.name ?? t(`listings.category.${category}`);
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(next: { search?: string; page?: number }) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.search !== undefined) {
          if (next.search) copy.set('search', next.search);
          else copy.delete('search');
          copy.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) copy.set('page', String(next.page));
          else copy.delete('page');
        }
        return copy;
      },
      { replace: next.search !== undefined },
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle title={t('listings.list.title', { category: name })} />
        <Anchor
          component={Link}
          to={routePath('ads-list', { categoryConst: category })}
          size="sm"
          c="dark"
          underline="always"
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconListTree size={16} />
            {t('listings.list.by_subcategory')}
          </Group>
        </Anchor>
      </Group>
      <MyListings
        key={category}
        category={category}
        search={search}
        page={page}
        onSearch={(value) => update({ search: value })}
        onPage={(value) => update({ page: value })}
      />
    </Stack>
  );
}

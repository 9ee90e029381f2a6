import { isCategoryConst } from '@gazda/contracts/categories';
import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useCategories } from '../features/listings/api/get-categories';
import { SubcategoryList } from '../features/listings/components/subcategory-list';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

/** /ads-list/{categoryConst}: the category's subcategories with the user's listings in each. */
export function AdsListRoute() {
  const t = useT();
  const { categoryConst } = useParams();
  const categories = useCategories(false);
  if (!isCategoryConst(categoryConst)) return <Navigate to={routePath('AdsCreate')} replace />;
  const category = categories.data?.find((c) => c.const === categoryConst);
  const name = category?.name ?? t(`listings.category.${categoryConst}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle
          title={t('listings.list.sub.title', { category: name })}
          description={t('listings.list.sub.subtitle')}
        />
        <Anchor
          component={Link}
          to={routePath('Ads', { categoryConst })}
          size="sm"
          c="dark"
          underline="always"
        >
          {t('listings.list.all_listings')}
        </Anchor>
      </Group>
      {category ? <SubcategoryList category={category} /> : <Skeleton h={280} radius="md" />}
    </Stack>
  );
}

import type { Category } from '@gazda/contracts/listings';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CategoryChoice } from '../features/listings/components/category-choice';
import { rememberCategory } from '../features/listings/pending-category';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { getToken } from '../lib/session';
import { PageTitle } from '../ui/page-title';

/**
 * /listings/create: choose the type. Logged in, the draft is created at once; logged out, the
 * choice is remembered and the person registers (or logs in) first, then continues to the form.
 */
export function ListingsCreateRoute() {
  const t = useT();
  const navigate = useNavigate();
  const loggedIn = getToken() !== null;

  function choose(category: Category) {
    const target = routePath('listings.create-in-category', { categoryConst: category.const });
    if (loggedIn) {
      void navigate(target);
      return;
    }
    rememberCategory(category.const);
    void navigate(routePath('register'));
  }

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle
        title={t('listings.list.choose.title')}
        description={t('listings.list.choose.subtitle')}
      />
      <CategoryChoice onChoose={choose} />
      {loggedIn ? null : (
        <Text size="sm" ta="center" c="dimmed">
          {t('listings.list.choose.account_first')}{' '}
          <Anchor component={Link} to={routePath('login')} fw={600} c="dark" underline="always">
            {t('listings.list.choose.login')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

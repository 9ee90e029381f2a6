import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

/** /page-do-not-exists and every unknown path (docs/rules/product.md §8). */
export function NotFoundRoute() {
  const t = useT();
  return (
    <Stack gap="lg" align="center" ta="center" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconMapPinQuestion size={34} stroke={1.5} />
      </ThemeIcon>
      <PageTitle title={t('not_found.title')} />
      <Text c="dimmed" mt={-8}>
        {t('not_found.text')}
      </Text>
      <Button component={Link} to={routePath('Dashboard')} size="md">
        {t('not_found.home')}
      </Button>
    </Stack>
  );
}

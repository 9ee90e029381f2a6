import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLuggage, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { publicSiteUrl } from '../../../lib/public-site';
import { routePath } from '../../../lib/route-names';

/** The guest side of the dashboard: find a place (the search), see one's trips, the terms. */
export function GuestCard() {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="lg" padding="xl" h="100%">
      <Stack gap="md" h="100%">
        <ThemeIcon size={44} radius="md" variant="light" color="gray">
          <IconLuggage size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('dashboard.guest.title')}
        </Title>
        <Text c="dark.4" style={{ flex: 1 }}>
          {t('dashboard.guest.text')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={routePath('search')} leftSection={<IconSearch size={16} />}>
            {t('dashboard.guest.find')}
          </Button>
          <Button component={Link} to={routePath('my-travel.reservations')} variant="default">
            {t('dashboard.guest.trips')}
          </Button>
        </Group>
        <Anchor
          href={publicSiteUrl(locale, 'terms')}
          size="sm"
          c="dark"
          underline="always"
          target="_blank"
          rel="noopener"
        >
          {t('dashboard.guest.terms')}
        </Anchor>
      </Stack>
    </Card>
  );
}

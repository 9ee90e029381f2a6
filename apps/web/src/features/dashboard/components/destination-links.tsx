import { toCyrillic } from '@gazda/i18n/cyrillic';
import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

/**
 * The four cities of the demo and the public site (docs/rules/product.md §1), each opening the
 * search. The search takes the Latin name; the Cyrillic panel shows it in Cyrillic.
 */
const DESTINATIONS = ['Beograd', 'Novi Sad', 'Niš', 'Zlatibor'] as const;

export function DestinationLinks() {
  const t = useT();
  const locale = useLocale();
  const shown = (city: string) => (locale === 'sr-Cyrl' ? toCyrillic(city) : city);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-destinations">
      <Title order={2} fz="h4" id="dashboard-destinations">
        {t('dashboard.destinations.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {DESTINATIONS.map((city) => (
          <UnstyledButton
            key={city}
            component={Link}
            to={routePath('search', undefined, { city })}
            aria-label={t('dashboard.destinations.search', { city: shown(city) })}
          >
            <Card withBorder radius="md" padding="md" h="100%">
              <Stack gap={4} align="flex-start">
                <IconMapPin size={20} stroke={1.6} aria-hidden />
                <Text fw={600}>{shown(city)}</Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

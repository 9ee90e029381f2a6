import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCalendarCheck } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

/** docs/rules/product.md §1's two claims: calendar users and instant booking, up to 60% more. */
export function MarketingClaims() {
  const t = useT();
  const claims = [
    { key: 'dashboard.claims.calendar', icon: IconCalendarCheck },
    { key: 'dashboard.claims.instant', icon: IconBolt },
  ] as const;
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-claims">
      <Title order={2} fz="h4" id="dashboard-claims">
        {t('dashboard.claims.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {claims.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Stack gap="xs">
              <ThemeIcon color="green" variant="light" size={36} radius="md">
                <Icon size={20} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t(key)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

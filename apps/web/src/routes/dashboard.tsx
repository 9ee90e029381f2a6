import { SimpleGrid, Stack } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { GuestCard } from '../features/dashboard/components/guest-card';
import { HostCard } from '../features/dashboard/components/host-card';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/**
 * `/`: the dashboard frame. The full dashboard (destinations, video, app banner, surveys) comes in
 * its own issue; this shows only what works today.
 */
export function DashboardRoute() {
  const t = useT();
  const user = useUser();
  return (
    <Stack gap="xl">
      <PageTitle
        title={t('dashboard.title', { name: user.first_name })}
        description={t('dashboard.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <GuestCard />
        <HostCard />
      </SimpleGrid>
    </Stack>
  );
}

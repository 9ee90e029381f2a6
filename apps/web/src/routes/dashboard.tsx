import { SimpleGrid, Stack } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { AppBanner } from '../features/dashboard/components/app-banner';
import { DestinationLinks } from '../features/dashboard/components/destination-links';
import { GuestCard } from '../features/dashboard/components/guest-card';
import { HostCard } from '../features/dashboard/components/host-card';
import { HostSummary } from '../features/dashboard/components/host-summary';
import { MarketingClaims } from '../features/dashboard/components/marketing-claims';
import { SurveyLinks } from '../features/dashboard/components/survey-links';
import { VideoEmbed } from '../features/dashboard/components/video-embed';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/**
 * `/`: hosts first see what needs them (summary); then the guest and owner cards, the claims, the
 * destinations, the how-to video, the app banner (not inside the app) and the surveys.
 */
export function DashboardRoute() {
  const t = useT();
  const user = useUser();
  const host = user.apartmentCount > 0;
  return (
    <Stack gap="xl">
      <PageTitle
        title={t('dashboard.title', { name: user.first_name })}
        description={t('dashboard.subtitle')}
      />
      {host ? <HostSummary /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <GuestCard />
        <HostCard />
      </SimpleGrid>
      <MarketingClaims />
      <DestinationLinks />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VideoEmbed />
        <Stack gap="lg">
          <AppBanner />
          <SurveyLinks />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

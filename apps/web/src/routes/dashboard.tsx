import { SimpleGrid, Stack } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { AppBanner } from '../features/dashboard/components/app-banner';
import { DestinationLinks } from '../features/dashboard/components/destination-links';
import { GuestCard } from '../features/dashboard/components/guest-card';
import { HostCard } from '../features/dashboard/components/host-card';
import { HostSummary } from '../features/dashboard/components/host-summary';
import { HostToday } from '../features/dashboard/components/host-today';
import { MarketingClaims } from '../features/dashboard/components/marketing-claims';
import { SurveyLinks } from '../features/dashboard/components/survey-links';
import { VideoEmbed } from '../features/dashboard/components/video-embed';
import { useT } from '../lib/i18n';
import { Deferred } from '../ui/deferred';
import { PageTitle } from '../ui/page-title';

/**
 * `/`: hosts first see their day (Today: arrivals, departures, who stays, overdue advances,
 * inquiries to answer, failing calendar imports), then the summary; then the guest and owner
 * cards, the claims, the destinations, the how-to video, the app banner (not inside the app) and
 * the surveys. What is below the first screen renders a task later, one task per section (issue
 * #9): for a host that is everything after Today, for a guest everything after the two cards.
 */
export function DashboardRoute() {
  const t = useT();
  const user = useUser();
  const host = user.apartmentCount > 0;
  const cards = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <GuestCard />
      <HostCard />
    </SimpleGrid>
  );
  return (
    <Stack gap="xl">
      <PageTitle
        title={t('dashboard.title', { name: user.first_name })}
        description={t('dashboard.subtitle')}
      />
      {host ? <HostToday /> : null}
      {host ? (
        <Deferred>
          <HostSummary />
        </Deferred>
      ) : null}
      {host ? <Deferred>{cards}</Deferred> : cards}
      <Deferred>
        <MarketingClaims />
      </Deferred>
      <Deferred>
        <DestinationLinks />
      </Deferred>
      <Deferred>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <VideoEmbed />
          <Stack gap="lg">
            <AppBanner />
            <SurveyLinks />
          </Stack>
        </SimpleGrid>
      </Deferred>
    </Stack>
  );
}

import type { DashboardSummary } from '@gazda/contracts/dashboard';
import { Alert, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { SummaryListings } from './summary-listings';
import { SummaryStays } from './summary-stays';

/** For hosts (apartmentCount > 0): what needs attention now, from GET dashboard. */
export function HostSummary() {
  const t = useT();
  const summary = useDashboard(true);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-summary">
      <Title order={2} fz="h4" id="dashboard-summary">
        {t('dashboard.summary.title')}
      </Title>
      {summary.isError ? (
        <Alert color="red">{t('dashboard.summary.error')}</Alert>
      ) : (
        <SummaryGrid data={summary.data} />
      )}
    </Stack>
  );
}

function SummaryGrid({ data }: { data: DashboardSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Card withBorder radius="md" padding="md" data-testid="summary-check-ins">
        <SummaryStays kind="check_ins" data={data} />
      </Card>
      <Card withBorder radius="md" padding="md" data-testid="summary-inquiries">
        <SummaryStays kind="inquiries" data={data} />
      </Card>
      <Card withBorder radius="md" padding="md" data-testid="summary-listings">
        <SummaryListings data={data} />
      </Card>
      <Card withBorder radius="md" padding="md" data-testid="summary-advances">
        <SummaryStays kind="advances" data={data} />
      </Card>
    </SimpleGrid>
  );
}

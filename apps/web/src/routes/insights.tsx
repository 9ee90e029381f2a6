import { Stack } from '@mantine/core';
import { InsightsView } from '../features/insights/components/insights-view';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/** `/insights`: what the host's calendar earns, in charts (issue #31). */
export function InsightsRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <PageTitle title={t('insights.title')} description={t('insights.subtitle')} />
      <InsightsView />
    </Stack>
  );
}

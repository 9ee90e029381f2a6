import { Stack } from '@mantine/core';
import { TouristTaxReportView } from '../features/tourist-tax/components/tourist-tax-report-view';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/** `/tourist-tax?month=YYYY-MM`: the host's monthly tourist tax report, printable (issue #30). */
export function TouristTaxRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <PageTitle title={t('touristTax.report.title')} />
      <TouristTaxReportView />
    </Stack>
  );
}

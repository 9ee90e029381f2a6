import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { OperatorInsights } from '../features/insights/components/operator-insights';
import { useT } from '../lib/i18n';

/** `/admin/insights`: the operator's dashboard in charts (issue #31). */
export function AdminInsightsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('insights.operator.title')} description={t('insights.operator.subtitle')}>
      <OperatorInsights />
    </AdminPage>
  );
}

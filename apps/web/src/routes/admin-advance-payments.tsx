import { AdminPage } from '../features/admin-backoffice/components/admin-page';
import { AdvanceQueue } from '../features/admin-backoffice/components/advance-queue';
import { ExchangeRatesForm } from '../features/admin-backoffice/components/exchange-rates-form';
import { PayoutBatchForm } from '../features/admin-backoffice/components/payout-batch-form';
import { TouristTaxRatesForm } from '../features/admin-backoffice/components/tourist-tax-rates-form';
import { useT } from '../lib/i18n';

/** /admin/advance-payments: unpaid advances, marked paid when the money arrives. */
export function AdminAdvancePaymentsRoute() {
  const t = useT();
  return (
    <AdminPage title={t('admin.advances.title')} description={t('admin.advances.description')}>
      <ExchangeRatesForm />
      <TouristTaxRatesForm />
      <AdvanceQueue />
      <PayoutBatchForm />
    </AdminPage>
  );
}

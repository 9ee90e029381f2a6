import { useTvAdvances } from '../features/admin-tv/api/get-tv-advances';
import { TvList } from '../features/admin-tv/components/tv-list';
import { advanceRow } from '../features/admin-tv/components/tv-rows';
import { TvScreen } from '../features/admin-tv/components/tv-screen';
import { useLocale, useT } from '../lib/i18n';
import { CenteredLoader } from '../ui/centered-loader';

/** /tv/advance-payment: unpaid advances by due date, overdue ones in red. */
export function TvAdvancePaymentRoute() {
  const t = useT();
  const locale = useLocale();
  const advances = useTvAdvances();
  const title = t('tv.title.advance_payment');
  return (
    <TvScreen title={title} updatedAt={advances.dataUpdatedAt} failed={advances.isError}>
      {advances.data ? (
        <TvList label={title} rows={advances.data.map((item) => advanceRow(item, t, locale))} />
      ) : (
        <CenteredLoader />
      )}
    </TvScreen>
  );
}

import { useTvUnresolved } from '../features/admin-tv/api/get-tv-unresolved';
import { TvList } from '../features/admin-tv/components/tv-list';
import { unresolvedRow } from '../features/admin-tv/components/tv-rows';
import { TvScreen } from '../features/admin-tv/components/tv-screen';
import { useLocale, useT } from '../lib/i18n';
import { CenteredLoader } from '../ui/centered-loader';

/** /tv/unresolved-inquiries: unanswered for over 24 hours, oldest first, with the host's contact. */
export function TvUnresolvedInquiriesRoute() {
  const t = useT();
  const locale = useLocale();
  const inquiries = useTvUnresolved();
  const title = t('tv.title.unresolved_inquiries');
  return (
    <TvScreen title={title} updatedAt={inquiries.dataUpdatedAt} failed={inquiries.isError}>
      {inquiries.data ? (
        <TvList label={title} rows={inquiries.data.map((item) => unresolvedRow(item, t, locale))} />
      ) : (
        <CenteredLoader />
      )}
    </TvScreen>
  );
}

import { TvCounterTiles } from '../features/admin-tv/components/tv-counters';
import { useTvCounters } from '../features/admin-tv/api/get-tv-counters';
import { TvScreen } from '../features/admin-tv/components/tv-screen';
import { useT } from '../lib/i18n';
import { CenteredLoader } from '../ui/centered-loader';

/** /tv: the six counters of the day (issue 7), polled every 10 seconds. */
export function TvRoute() {
  const t = useT();
  const counters = useTvCounters();
  return (
    <TvScreen
      title={t('tv.title.home')}
      updatedAt={counters.dataUpdatedAt}
      failed={counters.isError}
    >
      {counters.data ? <TvCounterTiles counters={counters.data} /> : <CenteredLoader />}
    </TvScreen>
  );
}

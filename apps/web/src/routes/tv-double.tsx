import { useTvDouble } from '../features/admin-tv/api/get-tv-double';
import { TvList } from '../features/admin-tv/components/tv-list';
import { latestRow } from '../features/admin-tv/components/tv-rows';
import { TvScreen } from '../features/admin-tv/components/tv-screen';
import classes from '../features/admin-tv/components/tv.module.css';
import { bookingStatusLabel, type BookingKind } from '../lib/booking-status';
import { useLocale, useT } from '../lib/i18n';
import { CenteredLoader } from '../ui/centered-loader';

/** /tv/double: the latest reservations and the latest inquiries, side by side. */
export function TvDoubleRoute() {
  const t = useT();
  const locale = useLocale();
  const latest = useTvDouble();
  const status = (kind: BookingKind, value: string) => {
    const label = bookingStatusLabel(kind, value);
    return label ? t(label) : value;
  };
  const panels = [
    { kind: 'reservation', title: t('tv.latest_reservations'), items: latest.data?.reservations },
    { kind: 'inquiry', title: t('tv.latest_inquiries'), items: latest.data?.inquiries },
  ] as const;

  return (
    <TvScreen title={t('tv.title.double')} updatedAt={latest.dataUpdatedAt} failed={latest.isError}>
      {latest.data ? (
        <div className={classes.columns}>
          {panels.map(({ kind, title, items }) => (
            <section key={kind} aria-label={title}>
              <h2 className={classes.panelTitle}>{title}</h2>
              <TvList
                label={title}
                rows={(items ?? []).map((item) =>
                  latestRow(item, kind, t, locale, status(kind, item.status)),
                )}
              />
            </section>
          ))}
        </div>
      ) : (
        <CenteredLoader />
      )}
    </TvScreen>
  );
}

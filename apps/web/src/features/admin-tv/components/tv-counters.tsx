import type { TvCounters } from '@gazda/contracts/admin';
import type { MessageKey } from '@gazda/i18n/catalog';
import { useT } from '../../../lib/i18n';
import classes from './tv.module.css';
import { useFreshKeys } from './use-fresh-keys';

/** Each counter, and how it is coloured when not zero (red: someone is waiting too long). */
const tiles: { key: keyof TvCounters; label: MessageKey; tone?: 'alert' | 'warn' }[] = [
  { key: 'check_ins_today', label: 'tv.counter.check_ins_today' },
  { key: 'reservations_today', label: 'tv.counter.reservations_today' },
  { key: 'listings_pending', label: 'tv.counter.listings_pending', tone: 'warn' },
  { key: 'inquiries_unresolved', label: 'tv.counter.inquiries_unresolved', tone: 'alert' },
  { key: 'advances_due', label: 'tv.counter.advances_due', tone: 'alert' },
  { key: 'ids_to_review', label: 'tv.counter.ids_to_review', tone: 'warn' },
];

/** The six counters of /tv; a counter whose value changed lights up briefly. */
export function TvCounterTiles({ counters }: { counters: TvCounters }) {
  const t = useT();
  const fresh = useFreshKeys(tiles.map(({ key }) => `${key}:${counters[key]}`));
  return (
    <div className={classes.grid}>
      {tiles.map(({ key, label, tone }) => {
        const value = counters[key];
        const tile = fresh.has(`${key}:${value}`)
          ? `${classes.tile} ${classes.fresh}`
          : classes.tile;
        const number = tone && value > 0 ? `${classes.number} ${classes[tone]}` : classes.number;
        return (
          <section key={key} className={tile} data-counter={key} aria-label={t(label)}>
            <div className={classes.tileLabel}>{t(label)}</div>
            <div className={number} data-testid={`tv-counter-${key}`}>
              {value}
            </div>
          </section>
        );
      })}
    </div>
  );
}

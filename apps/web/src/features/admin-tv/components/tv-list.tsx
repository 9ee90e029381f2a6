import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import classes from './tv.module.css';
import { useFreshKeys } from './use-fresh-keys';

export type TvRow = {
  key: string;
  main: ReactNode;
  sub: ReactNode;
  side: ReactNode;
  /** Shown in red (an overdue advance). */
  overdue?: boolean;
};

/** Rows of a TV screen; rows that arrived with the last refresh light up briefly. */
export function TvList({ rows, label }: { rows: TvRow[]; label: string }) {
  const t = useT();
  const fresh = useFreshKeys(rows.map((row) => row.key));
  if (rows.length === 0) return <p className={classes.empty}>{t('tv.empty')}</p>;
  return (
    <ul className={classes.list} aria-label={label}>
      {rows.map((row) => {
        const names = [classes.row];
        if (row.overdue) names.push(classes.rowOverdue);
        if (fresh.has(row.key)) names.push(classes.fresh);
        return (
          <li
            key={row.key}
            className={names.join(' ')}
            data-row={row.key}
            data-overdue={row.overdue ? 'true' : undefined}
            data-fresh={fresh.has(row.key) ? 'true' : undefined}
          >
            <div className={classes.rowMain}>{row.main}</div>
            <div className={`${classes.rowSide} ${row.overdue ? classes.alert : ''}`}>
              {row.side}
            </div>
            <div className={classes.rowSub} style={{ gridColumn: '1 / -1' }}>
              {row.sub}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

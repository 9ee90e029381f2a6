import { dateFormatter } from '@gazda/i18n/format';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import classes from './tv.module.css';

type TvScreenProps = {
  title: string;
  /** dataUpdatedAt of the screen's queries: 0 before the first answer. */
  updatedAt: number;
  /** The last refresh failed: the data on screen is older than it looks. */
  failed: boolean;
  children: ReactNode;
};

/** A TV screen: its title, the time of the last update in the corner, then the content. */
export function TvScreen({ title, updatedAt, failed, children }: TvScreenProps) {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${title} · Gazda`);
  const time = updatedAt
    ? dateFormatter(locale, 'clock', 'Europe/Belgrade').format(updatedAt)
    : '—';

  return (
    <main className={classes.screen}>
      <header className={classes.header}>
        <h1 className={classes.title}>{title}</h1>
        <span
          className={failed ? `${classes.updated} ${classes.stale}` : classes.updated}
          data-testid="tv-updated"
          role="status"
        >
          {t(failed ? 'tv.updated_failed' : 'tv.updated', { time })}
        </span>
      </header>
      {children}
    </main>
  );
}

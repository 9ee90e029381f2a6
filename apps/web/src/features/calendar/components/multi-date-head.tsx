import { isWeekendNight, type LocalDate } from '@gazda/domain/dates';
import { dateFormatter } from '@gazda/i18n/format';
import type { CSSProperties } from 'react';
import { useLocale } from '../../../lib/i18n';
import classes from './multi-calendar.module.css';

const utc = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * A column's head: the weekday and the day of the month, with the month's name on its first day
 * and on the first column in view. The cells' labels carry the whole date for screen readers.
 */
export function MultiDateHead({
  date,
  first,
  style,
}: {
  date: LocalDate;
  first: boolean;
  style: CSSProperties;
}) {
  const locale = useLocale();
  const showMonth = first || date.endsWith('-01');
  return (
    <div
      className={[classes.dateHead, isWeekendNight(date) && classes.weekendHead]
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-hidden
    >
      {showMonth ? (
        <span className={classes.month}>
          {
            dateFormatter(locale, 'shortDate')
              .formatToParts(utc(date))
              .find((p) => p.type === 'month')?.value
          }
        </span>
      ) : (
        <span>{dateFormatter(locale, 'weekday').format(utc(date))}</span>
      )}
      <strong>{Number(date.slice(8))}</strong>
    </div>
  );
}

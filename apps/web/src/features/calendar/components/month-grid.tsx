import type { CalendarDay, CalendarRule } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { weekBars } from '../utils/booking-bars';
import { monthLabel, weekdayNames } from '../utils/format';
import { monthWeeks, type YearMonth } from '../utils/month';
import { inRange, type DayRange } from '../utils/selection';
import { BookingBars } from './booking-bars';
import classes from './calendar-grid.module.css';
import { DayCell } from './day-cell';

type MonthGridProps = {
  month: YearMonth;
  /** Where a booked stay's bar leads (a manual reservation's edit screen). */
  listingId: number;
  categoryConst: string;
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>;
  rulesById: ReadonlyMap<number, CalendarRule>;
  currency: string;
  defaultMinStay: number;
  today: LocalDate;
  highlighted: DayRange | null;
  onSelect: (date: LocalDate) => void;
  onDragStart: (date: LocalDate) => void;
  onPointerOver: (date: LocalDate) => void;
};

/** Columns 4 and 5 (Friday, Saturday) hold the weekend nights of docs/rules/pricing.md rule 2. */
const WEEKEND_COLUMNS = new Set([4, 5]);

/** One month, Monday-first weeks; the month and weekday names come from Intl. */
export function MonthGrid(props: MonthGridProps) {
  const { month, daysByDate, rulesById, today, highlighted } = props;
  const locale = useLocale();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const names = useMemo(() => weekdayNames(locale), [locale]);
  const longNames = useMemo(() => weekdayNames(locale, 'long'), [locale]);
  const title = monthLabel(month, locale);

  return (
    <section className={classes.month} aria-label={title}>
      <Text component="h2" fw={700} fz="md" ta="center" mb={6} tt="capitalize">
        {title}
      </Text>
      <div className={classes.weekdays} aria-hidden>
        {names.map((name, column) => (
          <abbr
            key={name}
            title={longNames[column]}
            className={[classes.weekday, WEEKEND_COLUMNS.has(column) && classes.weekendHeader]
              .filter(Boolean)
              .join(' ')}
            style={{ textDecoration: 'none' }}
          >
            {name}
          </abbr>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week.find(Boolean)} className={classes.week}>
          {week.map((date, column) => {
            if (!date) return <span key={`blank-${column}`} className={classes.blank} />;
            const day = daysByDate.get(date);
            const rule = day?.rule_id != null ? rulesById.get(day.rule_id) : undefined;
            const past = date < today;
            return (
              <DayCell
                key={date}
                date={date}
                day={day}
                currency={props.currency}
                defaultMinStay={props.defaultMinStay}
                rule={rule}
                past={past}
                today={date === today}
                weekend={WEEKEND_COLUMNS.has(column)}
                selected={!past && inRange(highlighted, date)}
                onSelect={props.onSelect}
                onDragStart={props.onDragStart}
                onPointerOver={props.onPointerOver}
              />
            );
          })}
          <BookingBars
            bars={weekBars(week, daysByDate)}
            listingId={props.listingId}
            categoryConst={props.categoryConst}
          />
        </div>
      ))}
    </section>
  );
}

import type { CalendarDay, CalendarDayBooking } from '@gazda/contracts/calendar';
import { addDays, type LocalDate } from '@gazda/domain/dates';

/**
 * A bar over the nights of one booked stay (or one iCal import's block) within a week row of the
 * month grid: `column` is the first night's weekday (0 = Monday), `span` the nights it covers in
 * the row. A stay across weeks gets one bar per week, each naming the whole stay.
 */
export type BookingBar = {
  key: string;
  column: number;
  span: number;
  /** null for an iCal block: no booking of ours to open. */
  booking: CalendarDayBooking | null;
  name: string;
  /** The whole stay: its first night and its check-out (within the loaded days). */
  from: LocalDate;
  to: LocalDate;
};

/** What a night's bar stands for: the same key on consecutive nights makes one bar. */
function barOf(day: CalendarDay | undefined): { key: string; name: string } | null {
  if (!day || day.available) return null;
  if (day.booking)
    return { key: `${day.booking.kind}-${day.booking.id}`, name: day.booking.guest_name };
  if (day.reason === 'ical' && day.source_name)
    return { key: `ical-${day.source_name}`, name: day.source_name };
  return null;
}

/** The first night and check-out of the run of nights with `key` through `date`. */
function stayAround(
  date: LocalDate,
  key: string,
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>,
): { from: LocalDate; to: LocalDate } {
  let from = date;
  while (barOf(daysByDate.get(addDays(from, -1)))?.key === key) from = addDays(from, -1);
  let to = addDays(date, 1);
  while (barOf(daysByDate.get(to))?.key === key) to = addDays(to, 1);
  return { from, to };
}

/** The bars of one week row (`week` as monthWeeks gives it: seven dates or blanks). */
export function weekBars(
  week: readonly (LocalDate | null)[],
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>,
): BookingBar[] {
  const bars: BookingBar[] = [];
  let column = 0;
  while (column < week.length) {
    const date = week[column];
    const bar = date ? barOf(daysByDate.get(date)) : null;
    if (!date || !bar) {
      column++;
      continue;
    }
    let span = 1;
    while (column + span < week.length) {
      const next = week[column + span];
      if (!next || barOf(daysByDate.get(next))?.key !== bar.key) break;
      span++;
    }
    const day = daysByDate.get(date)!;
    bars.push({
      key: `${bar.key}-${date}`,
      column,
      span,
      booking: day.booking,
      name: bar.name,
      ...stayAround(date, bar.key, daysByDate),
    });
    column += span;
  }
  return bars;
}

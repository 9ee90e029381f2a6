import type { CalendarDay } from '@gazda/contracts/calendar';
import { addDays, eachNight, type LocalDate } from '@gazda/domain/dates';
import type { DayRange } from './selection';

/** The selected nights' current prices added up (before discounts, fees and extra guests). */
export function rangeTotal(
  range: DayRange,
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>,
): number {
  let total = 0;
  for (const date of eachNight(range.from, addDays(range.to, 1)))
    total += daysByDate.get(date)?.price ?? 0;
  return total;
}

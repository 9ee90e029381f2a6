import { fromDayNumber, toDayNumber, type LocalDate } from './dates';

/**
 * Why a night is unavailable, strongest first: the calendar shows the strongest reason.
 * `preparation` is a night the listing keeps free next to a stay (availability-rules.ts).
 */
export const UNAVAILABLE_REASONS = [
  'reservation',
  'inquiry',
  'ical',
  'manual',
  'preparation',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** `[start, end)`: the end date is the check-out day, not a night of the range. */
type DateRange = { start: LocalDate; end: LocalDate };

/**
 * A reservation, an inquiry hold, an iCal event, a manual block (one day is `[d, d+1)`) or the
 * preparation nights next to a stay.
 */
export type OccupiedRange = DateRange & { reason: UnavailableReason };

type DayAvailability = {
  date: LocalDate;
  available: boolean;
  reason: UnavailableReason | null;
};

const PRIORITY: Record<UnavailableReason, number> = {
  reservation: 4,
  inquiry: 3,
  ical: 2,
  manual: 1,
  preparation: 0,
};

function strongerReason(a: UnavailableReason, b: UnavailableReason): UnavailableReason {
  return PRIORITY[b] > PRIORITY[a] ? b : a;
}

/** Every unavailable night inside `window`, with its strongest reason. */
export function unavailableDates(
  ranges: readonly OccupiedRange[],
  window: DateRange,
): Map<LocalDate, UnavailableReason> {
  const windowStart = toDayNumber(window.start);
  const windowEnd = toDayNumber(window.end);
  const byDay = new Map<number, UnavailableReason>();
  for (const range of ranges) {
    const start = Math.max(toDayNumber(range.start), windowStart);
    const end = Math.min(toDayNumber(range.end), windowEnd);
    for (let day = start; day < end; day++) {
      const current = byDay.get(day);
      byDay.set(day, current === undefined ? range.reason : strongerReason(current, range.reason));
    }
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  return new Map(days.map((day) => [fromDayNumber(day), byDay.get(day) as UnavailableReason]));
}

/** One entry per date of `window`, in order: what the host's calendar and the date picker show. */
export function availabilityByDate(
  ranges: readonly OccupiedRange[],
  window: DateRange,
): DayAvailability[] {
  const unavailable = unavailableDates(ranges, window);
  const start = toDayNumber(window.start);
  const end = toDayNumber(window.end);
  const days: DayAvailability[] = [];
  for (let day = start; day < end; day++) {
    const date = fromDayNumber(day);
    const reason = unavailable.get(date) ?? null;
    days.push({ date, available: reason === null, reason });
  }
  return days;
}

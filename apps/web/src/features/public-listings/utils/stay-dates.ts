import type { z } from 'zod';
import type { publicCalendarDaySchema } from '@gazda/contracts/bookings';
import { addDays } from '@gazda/domain/dates';

export type PublicDay = z.infer<typeof publicCalendarDaySchema>;

/** Whether `date` can be a check-in: its night is free and no availability rule refuses it. */
function canCheckIn(day: PublicDay | undefined): boolean {
  return day?.available === true && !day.arrival_rule;
}

/**
 * Which days the range picker refuses. Before a check-in: every night that is not available (or
 * outside the loaded year) and every date the listing's rules refuse as a check-in
 * (docs/rules/availability.md: closed to arrival, advance notice, booking window). With a
 * check-in: every check-out that would cross an unavailable night (a stay may end on a taken
 * night's date, since that night is not slept), that the minimum stay or the rules forbid
 * (`min-stay-blocked`: too long, closed to departure) or that is closed to departure.
 */
export function isDateRefused(
  date: string,
  byDate: ReadonlyMap<string, PublicDay>,
  checkIn: string | null,
  blockedCheckOuts: ReadonlySet<string>,
): boolean {
  if (checkIn === null) return !canCheckIn(byDate.get(date));
  if (date <= checkIn) return date !== checkIn && !canCheckIn(byDate.get(date));
  if (blockedCheckOuts.has(date)) return true;
  if (byDate.get(date)?.departure_rule) return true;
  for (let night = checkIn; night < date; night = addDays(night, 1)) {
    if (byDate.get(night)?.available !== true) return true;
  }
  return false;
}

/** The nights of a stay as the instant breakdown lines; null when a night is unknown. */
export function localNights(
  byDate: ReadonlyMap<string, PublicDay>,
  checkIn: string,
  checkOut: string,
) {
  const nights = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const day = byDate.get(night);
    if (!day) return null;
    nights.push({
      date: night,
      base: day.price,
      special: null,
      rule_id: null,
      rule_price: null,
      final: day.price,
    });
  }
  return nights;
}

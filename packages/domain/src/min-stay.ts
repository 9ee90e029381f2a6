import { fromDayNumber, toDayNumber, weekdayOfDayNumber, type LocalDate } from './dates';
import type { ListingPricing, PricingCalendar, WeekdayKey } from './pricing-types';

type MinStayListing = Pick<ListingPricing, 'min_stay' | 'min_stay_by_weekday' | 'weekend_min_stay'>;
type MinStayCalendar = Pick<PricingCalendar, 'rules' | 'rule_by_date'>;

/**
 * docs/rules/pricing.md rule 10, first that applies: the check-in's rule, its weekday, the weekend
 * (Friday, Saturday), the general one.
 */
export function minStayFor(
  checkIn: LocalDate,
  listing: MinStayListing,
  calendar: MinStayCalendar,
): number {
  const ruleId = calendar.rule_by_date.get(checkIn);
  const rule = ruleId === undefined ? undefined : calendar.rules.get(ruleId);
  if (rule && rule.min_stay !== null) return rule.min_stay;

  const day = weekdayOfDayNumber(toDayNumber(checkIn));
  const byWeekday = listing.min_stay_by_weekday[String(day) as WeekdayKey];
  if (byWeekday !== undefined && byWeekday !== null) return byWeekday;

  const weekend = day === 5 || day === 6;
  if (weekend && listing.weekend_min_stay !== null) return listing.weekend_min_stay;

  // "general, default 1": a stay is never shorter than one night anyway.
  return Math.max(1, listing.min_stay);
}

/**
 * For a guest who picked check-in `start`: the dates of `(start, start + horizonDays]` that the
 * date picker greys out as check-out. Too short a stay is one reason; the other is the first
 * unavailable night at or after `start`: checking out on that date is fine (the night of the
 * check-out day is not stayed), every later date would cross it.
 */
export function minStayBlockedDates(
  start: LocalDate,
  listing: MinStayListing,
  calendar: MinStayCalendar & Pick<PricingCalendar, 'unavailable'>,
  horizonDays: number,
): LocalDate[] {
  const startDay = toDayNumber(start);
  const earliestCheckOut = startDay + minStayFor(start, listing, calendar);

  let latestCheckOut = startDay + horizonDays;
  for (let day = startDay; day < startDay + horizonDays; day++) {
    if (calendar.unavailable.has(fromDayNumber(day))) {
      latestCheckOut = day;
      break;
    }
  }

  const blocked: LocalDate[] = [];
  for (let day = startDay + 1; day <= startDay + horizonDays; day++) {
    if (day < earliestCheckOut || day > latestCheckOut) blocked.push(fromDayNumber(day));
  }
  return blocked;
}

import { fromDayNumber, toDayNumber, weekdayOfDayNumber, type LocalDate } from './dates';
import type { ListingPricing, PricingCalendar, WeekdayKey } from './pricing-types';

type MinStaySource = 'rule' | 'weekday' | 'weekend' | 'general';

type MinStayListing = Pick<ListingPricing, 'min_stay' | 'min_stay_by_weekday' | 'weekend_min_stay'>;
type MinStayCalendar = Pick<PricingCalendar, 'rules' | 'rule_by_date'>;

/** docs/rules/pricing.md rule 10, with where the number came from so a preview can explain it. */
export function minStayRuleFor(
  checkIn: LocalDate,
  listing: MinStayListing,
  calendar: MinStayCalendar,
): { min_stay: number; source: MinStaySource } {
  const ruleId = calendar.rule_by_date.get(checkIn);
  const rule = ruleId === undefined ? undefined : calendar.rules.get(ruleId);
  if (rule && rule.min_stay !== null) return { min_stay: rule.min_stay, source: 'rule' };

  const day = weekdayOfDayNumber(toDayNumber(checkIn));
  const byWeekday = listing.min_stay_by_weekday[String(day) as WeekdayKey];
  if (byWeekday !== undefined && byWeekday !== null)
    return { min_stay: byWeekday, source: 'weekday' };

  const weekend = day === 5 || day === 6;
  if (weekend && listing.weekend_min_stay !== null)
    return { min_stay: listing.weekend_min_stay, source: 'weekend' };

  // "general, default 1": a stay is never shorter than one night anyway.
  return { min_stay: Math.max(1, listing.min_stay), source: 'general' };
}

export function minStayFor(
  checkIn: LocalDate,
  listing: MinStayListing,
  calendar: MinStayCalendar,
): number {
  return minStayRuleFor(checkIn, listing, calendar).min_stay;
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

import type { CalendarDay, CalendarRule, PutDaysBody } from '@gazda/contracts/calendar';
import { minStayFor } from '@gazda/domain/min-stay';
import { priceNight } from '@gazda/domain/pricing';
import type { ListingPricing } from '@gazda/domain/pricing-types';

/*
 * What a PUT of a range will make of the days on screen, so the grid changes before the server
 * answers (its answer then replaces these days). The domain prices each changed day from the base
 * the server sent for it. Nights held by a reservation, an inquiry or an iCal feed stay
 * unavailable when opened: only a manual block can be lifted.
 */
export function applyDayChange(
  days: readonly CalendarDay[],
  change: PutDaysBody,
  listing: ListingPricing | null,
  rules: readonly CalendarRule[],
): CalendarDay[] {
  const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  return days.map((day) => {
    if (day.date < change.from || day.date > change.to) return day;
    const special = change.price !== undefined ? change.price : day.special;
    const ruleId = change.rule_id !== undefined ? change.rule_id : day.rule_id;
    const rule = ruleId === null ? undefined : rulesById.get(ruleId);
    let { available, reason } = day;
    if (change.blocked === true && available) {
      available = false;
      reason = 'manual';
    }
    if (change.blocked === false && reason === 'manual') {
      available = true;
      reason = null;
    }
    const minStay =
      listing && change.rule_id !== undefined
        ? minStayFor(day.date, listing, {
            rules: new Map(rule ? [[rule.id, rule]] : []),
            rule_by_date: new Map(rule ? [[day.date, rule.id]] : []),
          })
        : day.min_stay;
    return {
      ...day,
      special,
      rule_id: ruleId,
      price: priceNight(day.base, special, rule).final,
      available,
      reason,
      source_name: reason === 'ical' ? day.source_name : null,
      min_stay: minStay,
    };
  });
}

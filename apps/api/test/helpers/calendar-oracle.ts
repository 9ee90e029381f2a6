import type { CalendarDay } from '@gazda/contracts/calendar';
import type { Deps } from '../../src/deps';
import { computeCalendar, type CalendarQuery } from '../../src/features/calendar/calendar-service';

/** GET calendar/{id}'s days, computed afresh: the oracle the answer cache is checked against. */
export async function getCalendar(
  deps: Deps,
  userId: number,
  listingId: number,
  query: CalendarQuery,
): Promise<CalendarDay[]> {
  return (await computeCalendar(deps, userId, listingId, query, deps.now())).days;
}

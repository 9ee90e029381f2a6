import { availabilityRules, listingClockAt } from '@gazda/domain/availability-rules';
import type { ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { nextLocalDayAt } from './calendar-access';
import type { CalendarAnswer, CalendarAnswerCache } from './calendar-answer-cache';
import { calendarDaysJson } from './calendar-days-json';
import { computeCalendar, type CalendarQuery } from './calendar-service';
import { calendarVersions, type CalendarVersion } from './own-calendar-repository';

/** One kept answer per listing and window: `start` (or today), `days`, the excluded reservation. */
function answerKey(listingId: number, query: CalendarQuery): string {
  return `${listingId}|${query.start ?? 'today'}|${query.days}|${query.excludeReservationID ?? ''}`;
}

/**
 * Whether a kept answer is what computing it now would give (0014-calendar-answer-cache.md): the
 * same owner and calendar version (no write since), before its first time-based change.
 */
function isCurrent(
  answer: CalendarAnswer,
  current: CalendarVersion | null | undefined,
  userId: number,
  now: Date,
): boolean {
  if (!current || current.owner_id !== userId || answer.ownerId !== userId) return false;
  if (current.calendar_version !== answer.version) return false;
  return now.getTime() < answer.validUntil;
}

/**
 * When the availability rules' marks of the answer change by time alone: advance notice and the
 * booking window count from the listing's today (its next midnight), the same-day cut-off at
 * its minute today. Infinity for a listing without such rules.
 */
function rulesChangeAt(listing: ListingRow, now: Date): number {
  const rules = availabilityRules(listing);
  const timed =
    rules.advance_notice_days > 0 ||
    rules.booking_window_days !== null ||
    rules.same_day_cutoff !== null;
  if (!timed) return Number.POSITIVE_INFINITY;
  const midnight = nextLocalDayAt(listing, now);
  if (rules.same_day_cutoff === null || rules.advance_notice_days > 0) return midnight;
  const clock = listingClockAt(now.getTime(), listing.time_zone);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const left = minutes(rules.same_day_cutoff) - minutes(clock.time);
  if (left <= 0) return midnight;
  // The cut-off's minute begins `left` minutes after the current minute began.
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return Math.min(midnight, minuteStart + left * 60_000);
}

/** The read that rides along the bearer token's statement: the listing's owner and version. */
export function calendarVersionAlongside(listingId: number) {
  return { kind: calendarVersions, id: listingId };
}

/**
 * GET calendar/{id}'s answer: the kept one while the listing's calendar version and owner are
 * unchanged and no hold has expired nor (for a window from today) the local date moved; else
 * computed as before (one statement) and kept. `current` is the listing's version read with the bearer
 * token (calendarVersionAlongside, passed on as `request.alongsideAuth`): a kept answer costs no
 * statement of its own.
 */
export async function getCalendarAnswer(
  deps: Deps,
  cache: CalendarAnswerCache,
  userId: number,
  listingId: number,
  query: CalendarQuery,
  alongside: unknown,
): Promise<CalendarAnswer> {
  const current = alongside as CalendarVersion | null | undefined;
  const key = answerKey(listingId, query);
  const kept = cache.get(key);
  const now = deps.now();
  if (kept && isCurrent(kept, current, userId, now)) return kept;
  const computed = await computeCalendar(deps, userId, listingId, query, now);
  const { listing } = computed;
  const answer: CalendarAnswer = {
    version: listing.calendar_version,
    ownerId: listing.owner_id,
    validUntil: Math.min(
      computed.holdsExpireAt?.getTime() ?? Number.POSITIVE_INFINITY,
      // A window from today moves at the listing's local midnight.
      query.start ? Number.POSITIVE_INFINITY : nextLocalDayAt(listing, now),
      rulesChangeAt(listing, now),
    ),
    json: calendarDaysJson({ data: { days: computed.days } }),
    encoded: {},
  };
  cache.set(key, answer);
  return answer;
}

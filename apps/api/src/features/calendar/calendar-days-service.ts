import type { CalendarDay, PutDaysBody } from '@gazda/contracts/calendar';
import { addDays, diffDays, eachNight } from '@gazda/domain/dates';
import type { Db } from '../../db/database';
import type { CalendarDayRow, ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, validation } from '../../errors';
import { logCalendar, rangeEntry, type CalendarEntry } from './calendar-activity';
import { requireOwnListing } from './calendar-access';
import { calendarDays } from './calendar-model';
import {
  daysInRange,
  findRule,
  listRules,
  lockListingCalendar,
  upsertDays,
  type DayChanges,
} from './calendar-repository';
import { liveHolds, liveReservations, loadCalendarWindow } from './calendar-window-repository';

/** The most days one PUT may change: a year, leap day included. */
export const MAX_DAYS_PER_CHANGE = 366;

/**
 * PUT calendar/{id}/days: sets or clears a special price, blocks or opens, applies or removes a
 * rule on `[from, to]` (inclusive), in one transaction, and answers the changed days. Blocking
 * nights that a reservation or an inquiry hold occupies is a 409.
 */
export async function putDays(
  deps: Deps,
  userId: number,
  listingId: number,
  body: PutDaysBody,
): Promise<CalendarDay[]> {
  if (diffDays(body.from, body.to) + 1 > MAX_DAYS_PER_CHANGE)
    throw validation({ to: ['calendar.validation.range_too_long'] });
  const changes: DayChanges = {
    ...(body.price !== undefined ? { special_price: body.price } : {}),
    ...(body.blocked !== undefined ? { blocked: body.blocked } : {}),
    ...(body.rule_id !== undefined ? { rule_id: body.rule_id } : {}),
  };
  const now = deps.now();

  return deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    return applyDayChanges(trx, listing, userId, body, changes, now);
  });
}

/**
 * The days write of one listing inside the caller's transaction, after its ownership check and
 * calendar lock: checks (a known rule, nothing booked under a block), writes, logs the change to
 * the activity log and answers the range's days. PUT calendar/{id}/days and PUT calendar/multi/days
 * (once per listing) both go through it.
 */
export async function applyDayChanges(
  trx: Db,
  listing: ListingRow,
  userId: number,
  range: { from: string; to: string },
  changes: DayChanges,
  now: Date,
): Promise<CalendarDay[]> {
  const window = { start: range.from, end: addDays(range.to, 1) };
  if (changes.rule_id != null && !(await findRule(trx, listing.id, changes.rule_id)))
    throw validation({ rule_id: ['calendar.validation.rule_unknown'] });
  if (changes.blocked === true) {
    const booked = [
      ...(await liveReservations(trx, listing.id, window)),
      ...(await liveHolds(trx, listing.id, window, now)),
    ];
    if (booked.length > 0) throw new AppError('no_longer_available');
  }

  const before = await daysInRange(trx, listing.id, window.start, window.end);
  await upsertDays(trx, listing.id, range.from, range.to, changes);
  const rules = await listRules(trx, listing.id);
  const entries = activityEntries(listing.id, range, changes, before, rules);
  await logCalendar(
    trx,
    { ownerId: listing.owner_id, actorId: userId, listingId: listing.id },
    entries,
    now,
  );

  const after = await loadCalendarWindow(trx, listing.id, window, { now });
  return calendarDays(listing, after, window);
}

/** One entry per kind of change over the range, with the values the days had before. */
function activityEntries(
  listingId: number,
  range: { from: string; to: string },
  changes: DayChanges,
  before: CalendarDayRow[],
  rules: { id: number; name: string }[],
): CalendarEntry[] {
  const byDate = new Map(before.map((d) => [d.date, d]));
  const days = eachNight(range.from, addDays(range.to, 1)).map((date) => byDate.get(date));
  const ruleName = (id: number | null | undefined) =>
    id == null ? null : (rules.find((r) => r.id === id)?.name ?? `#${id}`);
  const entries = [
    changes.special_price !== undefined
      ? rangeEntry(
          'special_price',
          listingId,
          range,
          days.map((d) => d?.special_price ?? null),
          changes.special_price,
        )
      : null,
    changes.blocked !== undefined
      ? rangeEntry(
          'blocked',
          listingId,
          range,
          days.map((d) => d?.blocked ?? false),
          changes.blocked,
        )
      : null,
    changes.rule_id !== undefined
      ? rangeEntry(
          'rule',
          listingId,
          range,
          days.map((d) => ruleName(d?.rule_id)),
          ruleName(changes.rule_id),
        )
      : null,
  ];
  return entries.filter((e) => e !== null);
}

import type {
  CalendarDay,
  MultiCalendarListing,
  MultiDays,
  PutMultiDaysBody,
} from '@gazda/contracts/calendar';
import { addDays, diffDays } from '@gazda/domain/dates';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import { apartmentNotFound, validation } from '../../errors';
import { UPLOADS_URL } from '../photos/photo-presenter';
import { applyDayChanges, MAX_DAYS_PER_CHANGE } from './calendar-days-service';
import { calendarDays } from './calendar-model';
import { daysJson } from './calendar-days-json';
import { loadOwnCalendarWindows, lockOwnListings } from './multi-calendar-repository';
import { applyMinStay } from './multi-min-stay';

/**
 * GET calendar/multi: every live listing of the caller with the days of `[start, start + days)`,
 * each day computed as in GET calendar/{id} (calendarDays, from the domain), from one statement.
 */
export async function getMultiCalendar(
  deps: Deps,
  userId: number,
  query: { start: string; days: number },
  locale: Locale,
): Promise<MultiCalendarListing[]> {
  const window = { start: query.start, end: addDays(query.start, query.days) };
  const rows = await loadOwnCalendarWindows(deps.db, userId, window, { now: deps.now() });
  return rows.map(({ listing, category, thumbPath, data }) => ({
    id: listing.id,
    name: nameFor(locale, listing),
    status: listing.status,
    category,
    city: listing.city,
    photo_url: thumbPath === null ? null : `${UPLOADS_URL}/${thumbPath}`,
    currency: listing.currency,
    days: calendarDays(listing, data, window),
  }));
}

/** GET calendar/multi's 200 body, written like calendarDaysJson (no second pass of the schema). */
export function multiCalendarJson(listings: MultiCalendarListing[]): string {
  const str = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
  const parts = listings.map(
    (l) =>
      `{"id":${l.id},"name":${str(l.name)},"status":${str(l.status)},"category":${str(l.category)}` +
      `,"city":${str(l.city)},"photo_url":${str(l.photo_url)},"currency":${str(l.currency)}` +
      `,"days":${daysJson(l.days)}}`,
  );
  return `{"data":{"listings":[${parts.join(',')}]}}`;
}

/**
 * PUT calendar/multi/days: one change over `[from, to]` of every listed listing, in one
 * transaction. Each listing must be the caller's own and live, else 404 and nothing changes; each
 * listing's write is its own calendar's (applyDayChanges: the same checks, activity log entry and
 * version bump as PUT calendar/{id}/days); one refusal (a block over a booking: 409) undoes all.
 */
export async function putMultiDays(
  deps: Deps,
  userId: number,
  body: PutMultiDaysBody,
  locale: Locale,
): Promise<MultiDays['listings']> {
  if (diffDays(body.from, body.to) + 1 > MAX_DAYS_PER_CHANGE)
    throw validation({ to: ['calendar.validation.range_too_long'] });
  const ids = [...new Set(body.listing_ids)];
  const now = deps.now();
  const t = createTranslator(locale);
  const range = { from: body.from, to: body.to };

  return deps.db.transaction().execute(async (trx) => {
    const listings = await lockOwnListings(trx, ids, userId);
    if (listings.length !== ids.length) throw apartmentNotFound();
    const byId = new Map(listings.map((l) => [l.id, l]));
    const answers: MultiDays['listings'] = [];
    for (const id of ids) {
      const listing = byId.get(id)!;
      let days: CalendarDay[];
      if (body.min_stay !== undefined)
        days = await applyMinStay(trx, listing, userId, range, body.min_stay, { now, t });
      else {
        const changes =
          body.price !== undefined ? { special_price: body.price } : { blocked: body.blocked! };
        days = await applyDayChanges(trx, listing, userId, range, changes, now);
      }
      answers.push({ id, days });
    }
    return answers;
  });
}

import type { IcalImport } from '@gazda/contracts/calendar';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound, validation } from '../../errors';
import { logCalendar, type CalendarActor, lockListingCalendar } from '../calendar/calendar-service';
import { requireOwnListing } from '../calendar/calendar-access';
import { checkUrl } from '../ical/check-url';
import { LIMITS, throttle } from '../throttle/throttle';
import { icalErrorKey, presentImport } from './ical-import-presenter';
import {
  countImports,
  deleteImport,
  findImport,
  importTargets,
  insertImport,
  listImports,
} from './ical-sync-repository';
import { syncImport, syncImports } from './ical-sync-service';

const MAX_IMPORTS_PER_LISTING = 10;

/** The URL of an imported calendar holds the other site's secret: the log keeps only its host. */
const logged = (row: { name: string; url: string }) => ({
  name: row.name,
  host: new URL(row.url).host,
});

const actorOf = (listing: { id: number; owner_id: number }, userId: number): CalendarActor => ({
  ownerId: listing.owner_id,
  actorId: userId,
  listingId: listing.id,
});

/**
 * POST calendar/{id}/ical-imports: stores the import and fetches it at once. A URL refused by its
 * text (scheme, credentials, a private IP literal, localhost) is a 422. A failed first fetch
 * still keeps the import (201) with its error shown, as a later fetch may well succeed (a feed
 * that is down for a minute); the host removes it if the URL was wrong.
 */
export async function addImport(
  deps: Deps,
  userId: number,
  listingId: number,
  body: { url: string; name: string },
  locale: Locale,
): Promise<IcalImport> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    // What the URL text alone refuses will never work: say so now instead of storing it.
    const checked = checkUrl(body.url, deps.config.icalAllowPrivate);
    if (!checked.ok) throw validation({ url: [icalErrorKey(checked.error)] });
    await lockListingCalendar(trx, listing.id);
    if ((await countImports(trx, listing.id)) >= MAX_IMPORTS_PER_LISTING)
      throw validation({ url: ['calendar.validation.ical_limit'] });
    const row = await insertImport(trx, listing.id, body);
    if (!row) throw validation({ url: ['calendar.validation.ical_duplicate'] });
    const entry = {
      entity: 'ical_import' as const,
      entityId: row.id,
      field: null,
      kind: 'created' as const,
    };
    await logCalendar(
      trx,
      actorOf(listing, userId),
      [{ ...entry, from: null, to: logged(row) }],
      deps.now(),
    );
    const { time_zone, check_in_from, check_out_until } = listing;
    return { row, listing: { time_zone, check_in_from, check_out_until } };
  });
  await syncImport(deps, { ...created.row, ...created.listing });
  const row = await findImport(deps.db, listingId, created.row.id);
  if (!row) throw notFound(); // removed by a parallel request meanwhile
  return presentImport(row, locale);
}

/** DELETE calendar/{id}/ical-imports/{importId}: the import and its blocks go. */
export async function removeImport(
  deps: Deps,
  userId: number,
  listingId: number,
  importId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    const row = await findImport(trx, listing.id, importId);
    if (!row) throw notFound();
    await deleteImport(trx, row.id);
    const entry = {
      entity: 'ical_import' as const,
      entityId: row.id,
      field: null,
      kind: 'deleted' as const,
    };
    await logCalendar(
      trx,
      actorOf(listing, userId),
      [{ ...entry, from: logged(row), to: null }],
      deps.now(),
    );
  });
}

/** POST calendar/refresh-ical/{id}: every import of the listing fetched now; their statuses. */
export async function refreshListingImports(
  deps: Deps,
  userId: number,
  listingId: number,
  locale: Locale,
): Promise<IcalImport[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  await throttle(deps, `ical-refresh|${userId}|${listing.id}`, LIMITS.icalRefresh);
  await syncImports(deps, await importTargets(deps.db, listing.id));
  return presentImports(deps, listing.id, locale);
}

export async function presentImports(deps: Pick<Deps, 'db'>, listingId: number, locale: Locale) {
  return (await listImports(deps.db, listingId)).map((row) => presentImport(row, locale));
}

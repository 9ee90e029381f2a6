import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { preparationRanges } from '@gazda/domain/availability-rules';
import { addDays, localDateAt } from '@gazda/domain/dates';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { HIDDEN } from '../activity-log/activity-log-service';
import { logCalendar, loadCalendarWindow } from '../calendar/calendar-service';
import { requireOwnListing } from '../calendar/calendar-access';
import { exportFeed, type UnavailableRange } from '../ical/export-feed';
import { mergeRanges } from '../ical/merge-ranges';
import { ensureExportToken, findExportListing, replaceExportToken } from './ical-export-repository';

/** How far ahead the feed lists unavailable ranges (ranges that started before today count too). */
const EXPORT_DAYS = 3 * 366;

/** 32 random bytes (256 bits), URL-safe. */
const newExportToken = () => randomBytes(32).toString('base64url');

function exportUrl(config: Pick<Config, 'appUrl'>, listingId: number, token: string): string {
  return `${config.appUrl}/api/ical/${listingId}/${token}.ics`;
}

/** The export URL of a listing, creating its token on first use. */
export async function exportUrlOf(
  deps: Pick<Deps, 'db' | 'config'>,
  listing: { id: number; ical_export_token: string | null },
): Promise<string> {
  const token =
    listing.ical_export_token ?? (await ensureExportToken(deps.db, listing.id, newExportToken()));
  return exportUrl(deps.config, listing.id, token);
}

/** POST calendar/{id}/ical-export/regenerate: a new secret; the old URL stops working. */
export async function regenerateExport(
  deps: Deps,
  userId: number,
  listingId: number,
): Promise<string> {
  const token = newExportToken();
  await deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await replaceExportToken(trx, listing.id, token);
    const actor = { ownerId: listing.owner_id, actorId: userId, listingId: listing.id };
    const entry = { entity: 'listing' as const, entityId: listing.id, field: 'ical_export_token' };
    await logCalendar(
      trx,
      actor,
      [{ ...entry, kind: 'changed', from: HIDDEN, to: HIDDEN }],
      deps.now(),
    );
  });
  return exportUrl(deps.config, listingId, token);
}

/** Compares hashes of equal length, so the time taken says nothing about the token. */
function sameToken(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * GET /api/ical/{id}/{token}.ics: every unavailable range of the listing as RFC 5545 text, or
 * null (404) for an unknown listing or a wrong token. No guest data: only dates leave.
 */
export async function exportCalendar(
  deps: Pick<Deps, 'db' | 'now'>,
  listingId: number,
  token: string,
): Promise<string | null> {
  const listing = await findExportListing(deps.db, listingId);
  if (!listing?.ical_export_token || !sameToken(token, listing.ical_export_token)) return null;
  const now = deps.now();
  const today = localDateAt(now.getTime(), listing.time_zone);
  const window = { start: today, end: addDays(today, EXPORT_DAYS) };
  const data = await loadCalendarWindow(deps.db, listing.id, window, { now });
  const stays: UnavailableRange[] = [
    ...data.reservations.map((r) => range(r, 'reservation')),
    ...data.holds.map((r) => range(r, 'inquiry')),
    ...data.icalEvents.map((r) => range(r, 'ical')),
  ];
  // The nights kept free around every stay (issue #27) are closed on the other channels too.
  const preparation = preparationRanges(
    stays.map((stay) => ({ start: stay.start, end: stay.end, reason: stay.kind })),
    listing.preparation_nights,
  ).map((night) => ({ start: night.start, end: night.end, kind: 'manual' as const }));
  const ranges: UnavailableRange[] = [
    ...stays,
    ...preparation,
    ...data.days
      .filter((d) => d.blocked)
      .map((d) => ({ start: d.date, end: addDays(d.date, 1), kind: 'manual' as const })),
  ];
  return exportFeed({
    listingId: String(listing.id),
    listingName: listing.name_sr || listing.name_en || `Gazda ${listing.id}`,
    ranges: mergeRanges(ranges),
    now,
  });
}

function range(row: { id: number; start: string; end: string }, kind: UnavailableRange['kind']) {
  return { start: row.start, end: row.end, kind, sourceId: `${kind}-${row.id}` };
}

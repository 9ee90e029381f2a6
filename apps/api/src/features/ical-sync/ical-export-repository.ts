import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The secret of a listing's export URL, in `listings.ical_export_token`. */

type ExportListing = {
  id: number;
  name_sr: string;
  name_en: string;
  time_zone: string;
  ical_export_token: string | null;
  /** Nights kept free around every stay (0021-availability-rules). */
  preparation_nights: number;
};

export function findExportListing(db: Db, listingId: number): Promise<ExportListing | undefined> {
  if (!Number.isSafeInteger(listingId)) return Promise.resolve(undefined);
  return db
    .selectFrom('listings')
    .select(['id', 'name_sr', 'name_en', 'time_zone', 'ical_export_token', 'preparation_nights'])
    .where('id', '=', listingId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The token, created on first use: `fresh` is stored only when the listing has none yet. */
export async function ensureExportToken(db: Db, listingId: number, fresh: string): Promise<string> {
  const row = await sql<{ token: string }>`
    update listings set ical_export_token = coalesce(ical_export_token, ${fresh})
     where id = ${listingId}
    returning ical_export_token as token`.execute(db);
  return row.rows[0]!.token;
}

/** A new token: the old URL stops working at once. */
export async function replaceExportToken(db: Db, listingId: number, token: string): Promise<void> {
  await db
    .updateTable('listings')
    .set({ ical_export_token: token })
    .where('id', '=', listingId)
    .execute();
}

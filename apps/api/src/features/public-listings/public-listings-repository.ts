import type { Locale } from '@gazda/i18n/locales';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import { hostReadySql } from '../../db/sql-filters';

/** Queries of the public site: listed listings, visible in the request's language. */

type SearchFilters = {
  /** Serbian in either script shows the listings visible in Serbian. */
  locale: Locale;
  /** Already lowercased without diacritics (plain_city of 0005-booking). */
  city?: string;
  guests?: number;
  stay?: { check_in: string; check_out: string };
  now: Date;
};

/**
 * Listed, live, visible listings of a ready host (domain/host-readiness.ts) with a nightly price,
 * room for the guests, and — with dates — no stay lock (reservation or live hold), blocked day or
 * iCal event in `[check_in, check_out)`.
 * Everything is decided in SQL on indexed columns (listings_public_city_prefix of 0012, the gist
 * indexes of stay_locks and ical_events, calendar_days_blocked); only the min stay is left to the
 * domain.
 */
function searchQuery(db: Db, f: SearchFilters) {
  let q = db
    .selectFrom('listings as l')
    .where('l.status', '=', 'listed')
    .where('l.deleted_at', 'is', null)
    .where(f.locale === 'en' ? 'l.active_en' : 'l.active_sr', '=', true)
    .where('l.base_price', 'is not', null)
    .where('l.max_guests', 'is not', null)
    .where(hostReadySql('l.owner_id'));
  if (f.city) q = q.where(sql<SqlBool>`plain_city(l.city) like ${`${escapeLike(f.city)}%`}`);
  if (f.guests !== undefined) q = q.where('l.max_guests', '>=', f.guests);
  if (f.stay) {
    const range = sql`daterange(${f.stay.check_in}::date, ${f.stay.check_out}::date, '[)')`;
    q = q.where(sql<SqlBool>`not exists (select 1 from stay_locks s where s.listing_id = l.id
        and s.stay && ${range} and (s.expires_at is null or s.expires_at > ${f.now}))`)
      .where(sql<SqlBool>`not exists (select 1 from ical_events e where e.listing_id = l.id
        and e.stay && ${range})`)
      .where(sql<SqlBool>`not exists (select 1 from calendar_days d where d.listing_id = l.id
        and d.blocked and d.date >= ${f.stay.check_in}::date and d.date < ${f.stay.check_out}::date)`);
  }
  return q;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of matches, newest first. */
export function searchPage(
  db: Db,
  f: SearchFilters,
  page: { limit: number; offset: number },
): Promise<ListingRow[]> {
  return searchQuery(db, f)
    .selectAll('l')
    .orderBy('l.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One page of matches, newest first, and the count. */
export async function searchListings(
  db: Db,
  f: SearchFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    searchPage(db, f, page),
    searchQuery(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A listed, live listing (any visibility flag), or undefined. */
export async function findListedListing(db: Db, id: number): Promise<ListingRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'listed')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listingAmenities(db: Db, listingId: number) {
  return db
    .selectFrom('listing_tags as lt')
    .innerJoin('tags as t', 't.id', 'lt.tag_id')
    .select(['t.id', 't.name_sr', 't.name_en', 't.icon'])
    .where('lt.listing_id', '=', listingId)
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

export async function categoryConst(db: Db, categoryId: number): Promise<string> {
  const row = await db
    .selectFrom('categories')
    .select('const')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row?.const ?? 'apartment';
}

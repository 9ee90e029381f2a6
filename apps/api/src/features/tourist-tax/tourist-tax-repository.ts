import type { Db } from '../../db/database';

/** Queries of the tourist tax (docs/rules/tourist-tax.md); the rules are the domain's. */

/** Cities are matched trimmed and case-insensitively ("Beograd" and " beograd" are one city). */
function cityKey(city: string): string {
  return city.trim().toLocaleLowerCase('sr');
}

export function listRates(db: Db) {
  return db
    .selectFrom('tourist_tax_rates')
    .select(['id', 'city', 'per_night', 'valid_from'])
    .orderBy('city_key')
    .orderBy('valid_from')
    .execute();
}

/** One rate per city and date: a second PUT of the same city and date replaces the amount. */
export function upsertRate(db: Db, rate: { city: string; per_night: number; valid_from: string }) {
  return db
    .insertInto('tourist_tax_rates')
    .values({ ...rate, city_key: cityKey(rate.city) })
    .onConflict((oc) =>
      oc.columns(['city_key', 'valid_from']).doUpdateSet({
        city: rate.city,
        per_night: rate.per_night,
        updated_at: new Date(),
      }),
    )
    .returning(['id', 'city', 'per_night', 'valid_from'])
    .executeTakeFirstOrThrow();
}

export function ratesOfCity(db: Db, city: string) {
  return db
    .selectFrom('tourist_tax_rates')
    .select(['valid_from', 'per_night'])
    .where('city_key', '=', cityKey(city))
    .execute();
}

export async function isBusinessHost(db: Db, ownerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('account_type')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row?.account_type === 'business';
}

/** The host's reservations that hold a night of `[from, to)`, with their frozen tax. */
export function hostStaysInMonth(db: Db, ownerId: number, from: string, to: string) {
  return db
    .selectFrom('reservations')
    .innerJoin('listings', 'listings.id', 'reservations.listing_id')
    .select([
      'listings.id as listing_id',
      'listings.name_sr',
      'listings.name_en',
      'listings.city',
      'reservations.tourist_tax',
    ])
    .where('listings.owner_id', '=', ownerId)
    .where('reservations.status', 'in', ['confirmed', 'completed'])
    .where('reservations.check_in', '<', to)
    .where('reservations.check_out', '>', from)
    .orderBy('listings.id')
    .execute();
}

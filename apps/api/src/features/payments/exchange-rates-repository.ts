import type { Db } from '../../db/database';

/** The operator's EUR→RSD rates, one a day. */

/** The operator's rates, newest first. */
export function listRates(db: Db, limit: number) {
  return db
    .selectFrom('exchange_rates')
    .select(['rate_date', 'eur_rsd_e4'])
    .orderBy('rate_date', 'desc')
    .limit(limit)
    .execute();
}

/** The rate of `date`, or the last one before it (no rate entered that day). */
export function rateOn(db: Db, date: string) {
  return db
    .selectFrom('exchange_rates')
    .select(['rate_date', 'eur_rsd_e4'])
    .where('rate_date', '<=', date)
    .orderBy('rate_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One rate per day: entering a day again replaces it (safe to repeat). */
export async function upsertRate(
  db: Db,
  date: string,
  e4: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('exchange_rates')
    .values({ rate_date: date, eur_rsd_e4: e4, updated_by: userId, updated_at: now })
    .onConflict((oc) =>
      oc.column('rate_date').doUpdateSet({ eur_rsd_e4: e4, updated_by: userId, updated_at: now }),
    )
    .execute();
}

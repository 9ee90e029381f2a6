import type { Storage } from '../storage/storage';
import type { Db } from '../db/database';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoListings } from './demo-listings';

export { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

const SEEDED_FLAG = 'demo_seeded_at';

/**
 * The demo data of docs/rules/decisions.md §10, created once per database: a flag row in
 * app_secrets marks it done, so later starts (and a demo user who changed their data) are left
 * alone. Later issues add their part here (listings, calendars, reservations) using the ids of the
 * demo accounts.
 */
export async function seedDemo(
  db: Db,
  now: Date,
  /** Where generated listing photos are stored (the app's storage); none without it. */
  options: { storage?: Storage } = {},
): Promise<'seeded' | 'already seeded'> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_secrets')
      .values({ name: SEEDED_FLAG, value: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return 'already seeded';
    const accounts = await seedDemoAccounts(trx, now);
    const listings = await seedDemoListings(trx, accounts.get('domacin@gazda.test')!, now, options);
    await seedDemoCalendar(trx, [...listings.values()], now);
    const guest = { id: accounts.get('gost@gazda.test')!, name: 'Jelena Jovanović' };
    await seedDemoBookings(trx, [...listings.values()], guest, now);
    return 'seeded';
  });
}

/** Whether this database was given the demo data (and so the published demo passwords). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('app_secrets')
    .select('name')
    .where('name', '=', SEEDED_FLAG)
    .executeTakeFirst();
  return row !== undefined;
}

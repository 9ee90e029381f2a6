import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Config } from '../../src/config';
import type { ListingsTable } from '../../src/db/schema';
import { api, extraApp, registerUser, testApp, type ApiAnswer, type TestUser } from './test-app';

/*
 * Calendar test data made directly in the database: a user and a complete apartment listing
 * (the listings API is another slice), priced like docs/rules/pricing.md's worked examples by
 * default.
 */

/** docs/rules/pricing.md's worked-example listing. */
export const workedExample = {
  currency: 'EUR',
  base_price: 5000,
  weekend_price: 6000,
  extra_guest_price: 1000,
  extra_guest_threshold: 2,
  max_guests: 6,
  weekly_discount_percent: 10,
  monthly_discount_percent: 25,
  min_stay: 2,
  min_stay_by_weekday: JSON.stringify({ '6': 3 }),
  weekend_min_stay: 2,
} satisfies Partial<Insertable<ListingsTable>>;

/** The `apartment` category's id; created here if the reference data is not migrated yet. */
export async function apartmentCategoryId(): Promise<number> {
  const { db } = await testApp();
  await sql`insert into categories (const, icon, name_sr, name_en)
    values ('apartment', 'apartment', 'Apartman', 'Apartment') on conflict (const) do nothing`.execute(
    db,
  );
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('const', '=', 'apartment')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes the user a host guests can book (domain/host-readiness.ts): a verified e-mail, a phone and
 * a payout method, each added only when missing.
 */
export async function makeHostReady(userId: number): Promise<void> {
  const { db } = await testApp();
  await db
    .updateTable('users')
    .set((eb) => ({
      email_verified_at: eb.fn.coalesce('email_verified_at', sql<Date>`now()`),
      phone: eb.fn.coalesce('phone', sql<string>`'+381641234567'`),
    }))
    .where('id', '=', userId)
    .execute();
  await sql`insert into payout_methods (user_id, type, masked_number, account_number)
    select ${userId}, 'domestic', '•••• 1379', '260000560100161137'
    where not exists (select 1 from payout_methods where user_id = ${userId} and erased_at is null)`.execute(
    db,
  );
}

/** A complete listing of `ownerId`, who is made a ready host (makeHostReady). */
export async function createListing(
  ownerId: number,
  overrides: Partial<Insertable<ListingsTable>> = {},
): Promise<number> {
  const { db } = await testApp();
  await makeHostReady(ownerId);
  const row = await db
    .insertInto('listings')
    .values({
      owner_id: ownerId,
      category_id: await apartmentCategoryId(),
      status: 'listed',
      name_sr: 'Apartman Dorćol',
      name_en: 'Dorćol apartment',
      city: 'Beograd',
      ...workedExample,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type Host = TestUser & { listingId: number };

/** A fresh user owning one complete apartment listing. */
export async function hostWithListing(
  overrides: Partial<Insertable<ListingsTable>> = {},
): Promise<Host> {
  const user = await registerUser();
  return { ...user, listingId: await createListing(user.id, overrides) };
}

/** A request as the given host. */
export function as(host: TestUser, method: string, path: string, body?: unknown, baseUrl?: string) {
  return api(method, path, { token: host.token, body, lang: 'en', baseUrl });
}

export function expectStatus(answer: ApiAnswer, status: number): ApiAnswer {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.text.slice(0, 500)}`);
  return answer;
}

/** A second app on the same database that may fetch feeds from 127.0.0.1, with a short deadline. */
export async function icalApp(config: Partial<Config> = {}) {
  return extraApp(() => {}, {
    config: { icalAllowPrivate: true, icalFetchTimeoutSeconds: 1, ...config },
  });
}

/** A date `days` after today in UTC (close enough to Belgrade's today for ranges days away). */
export function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Activity entries of a listing, oldest first. */
export async function activityOf(listingId: number) {
  const { db } = await testApp();
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}

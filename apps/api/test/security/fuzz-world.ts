import { sql } from 'kysely';
import { book, guest, inquire, inquiryHost, instantHost } from '../bookings/fixtures';
import { as, expectStatus, type Host } from '../helpers/calendar-fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import { jpeg, registerAdmin, upload } from '../listings/fixtures';
import type { Pools } from './openapi-arbitraries';

/*
 * The world the fuzz runs in (fuzz.test.ts): a host with a listed instant listing, a calendar
 * rule, a priced and a blocked day, a manual reservation, an iCal import, a photo and a payout
 * method; a second host with an inquiry listing; a guest with a reservation and an inquiry; an
 * operator. Their ids feed the arbitraries, so that requests reach real rows, theirs and others'.
 */

export type World = {
  host: Host;
  other: Host;
  guest: TestUser;
  admin: TestUser;
  /** Users whose rows the snapshot covers; disposable users are added as they are made. */
  userIds: number[];
  pools: Pools;
};

export async function buildWorld(): Promise<World> {
  const host = await instantHost();
  const other = await inquiryHost();
  const traveller = await guest();
  const admin = await registerAdmin();
  const { db } = await testApp();

  const rule = expectStatus(
    await as(host, 'POST', `/api/calendar/rules/${host.listingId}`, {
      name: 'Leto',
      color: '#aa3366',
      price_percent: 20,
    }),
    201,
  ).body.data;
  expectStatus(
    await as(host, 'PUT', `/api/calendar/${host.listingId}/days`, {
      from: '2027-03-01',
      to: '2027-03-05',
      price: 7000,
      rule_id: rule.id,
    }),
    200,
  );
  const manual = expectStatus(
    await as(host, 'POST', `/api/calendar/${host.listingId}/reservations`, {
      check_in: '2027-04-10',
      check_out: '2027-04-13',
      guests: 2,
      guest_name: 'Marko Marković',
      total: 15000,
    }),
    201,
  ).body.data;
  const payout = expectStatus(
    await as(host, 'POST', '/api/user-settings/payouts', {
      type: 'money_transfer',
      service: 'western_union',
      full_name: 'Petar Petrović',
      address: 'Knez Mihailova 1, Beograd',
      phone: '+381641234567',
    }),
    201,
  ).body.data;
  const device = expectStatus(
    await as(host, 'POST', '/api/push-subscriptions', {
      kind: 'app',
      platform: 'android',
      token: `fuzz-device-${host.id}`,
    }),
    201,
  ).body.data;
  const photo = await upload(host.token, host.listingId, await jpeg(400, 300));
  if (photo.status !== 201) throw new Error(`photo: ${photo.status} ${photo.text}`);
  const icalImport = await db
    .insertInto('ical_imports')
    .values({
      listing_id: host.listingId,
      url: 'https://example.invalid/a.ics',
      name: 'Booking',
      next_fetch_at: new Date('2099-01-01'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reservation = expectStatus(await book(traveller, host.listingId), 201).body.data;
  const inquiry = expectStatus(await inquire(traveller, other.listingId), 201).body.data;

  // The first read of a calendar creates its export URL's secret once (idempotent); done here so
  // that every read the fuzz sends afterwards must leave the rows as they are.
  for (const owner of [host, other])
    expectStatus(await as(owner, 'GET', `/api/calendar/init-data/${owner.listingId}`), 200);

  const userIds = [host.id, other.id, traveller.id, admin.id];
  const listing = [host.listingId, other.listingId];
  const categories = await db.selectFrom('categories').select('id').execute();
  const pools: Pools = {
    listing,
    category: categories.map((row) => row.id),
    rule: [rule.id],
    reservation: [reservation.id, manual.id],
    inquiry: [inquiry.id],
    import: [icalImport.id],
    photo: [photo.body.data.id],
    payout: [payout.id],
    pushSubscription: [device.id],
    user: userIds,
    any: [
      ...new Set([
        ...listing,
        rule.id,
        reservation.id,
        manual.id,
        inquiry.id,
        icalImport.id,
        payout.id,
        device.id,
        ...userIds,
      ]),
    ],
  };
  return { host, other, guest: traveller, admin, userIds, pools };
}

/** A fresh user for routes that end a session or an account (logout, deleting the account). */
export async function disposableUser(world: World): Promise<TestUser> {
  const user = await registerUser();
  world.userIds.push(user.id);
  return user;
}

const BY_LISTING = [
  'listing_tags',
  'listing_photos',
  'calendar_rules',
  'calendar_days',
  'ical_imports',
  'ical_events',
  'stay_locks',
];
const BY_USER = [
  'password_resets',
  'payout_methods',
  'government_ids',
  'user_details',
  'social_accounts',
  'push_subscriptions',
];

/**
 * A fingerprint per table of every row the world's users own (access tokens without their
 * last use), plus the users the fuzz may have registered (`@fuzz.test`). One query.
 */
export async function snapshot(world: World): Promise<Record<string, string>> {
  const { db } = await testApp();
  const users = sql.join(world.userIds.map((id) => sql.lit(id)));
  const listings = sql`(select id from listings where owner_id in (${users}))`;
  const digest = (table: string, where: ReturnType<typeof sql>) =>
    sql`(select concat(count(*), ':', sum(hashtext(t::text)::bigint)) from ${sql.table(table)} t where ${where})`;
  const parts = [
    sql`${digest('users', sql`id in (${users}) or email like '%@fuzz.test'`)} as users`,
    sql`(select concat(count(*), ':', sum(hashtext(concat_ws(',', id, token_hash, expires_at, revoked_at))::bigint)) from access_tokens where user_id in (${users})) as access_tokens`,
    sql`${digest('listings', sql`owner_id in (${users})`)} as listings`,
    sql`${digest('activity_log', sql`user_id in (${users}) or listing_id in ${listings}`)} as activity_log`,
    sql`${digest('reservations', sql`listing_id in ${listings} or guest_id in (${users})`)} as reservations`,
    sql`${digest('inquiries', sql`listing_id in ${listings} or guest_id in (${users})`)} as inquiries`,
    ...BY_LISTING.map(
      (table) => sql`${digest(table, sql`listing_id in ${listings}`)} as ${sql.ref(table)}`,
    ),
    ...BY_USER.map(
      (table) => sql`${digest(table, sql`user_id in (${users})`)} as ${sql.ref(table)}`,
    ),
  ];
  const result = await sql<Record<string, string>>`select ${sql.join(parts)}`.execute(db);
  return result.rows[0] ?? {};
}

/** The tables whose fingerprint differs. */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

/**
 * Forgets the world host's upload attempts (avatar, government ID and photo limits, 20 and 60 per
 * ten minutes, features/throttle): the multipart fuzz sends more than that, and a 429 would stop
 * its bodies before the parser.
 */
export async function resetUploadLimits(world: World): Promise<void> {
  const { db } = await testApp();
  await db.deleteFrom('login_failures').where('key', 'like', `%-upload|${world.host.id}`).execute();
}

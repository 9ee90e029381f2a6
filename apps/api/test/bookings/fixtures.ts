import { bookingPaths } from '@gazda/contracts/paths';
import type { Insertable } from 'kysely';
import type { ListingsTable } from '../../src/db/schema';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';

/**
 * Booking test data: a host with a listed instant listing (docs/rules/pricing.md's example),
 * guests.
 */

export async function instantHost(
  overrides: Partial<Insertable<ListingsTable>> = {},
): Promise<Host> {
  return hostWithListing({ booking_mode: 'instant', ...overrides });
}

export async function inquiryHost(
  overrides: Partial<Insertable<ListingsTable>> = {},
): Promise<Host> {
  return hostWithListing({ booking_mode: 'inquiry', ...overrides });
}

export const guest = (overrides: Record<string, unknown> = {}) =>
  registerUser({ first_name: 'Gost', last_name: 'Gostić', ...overrides });

/** 2027-01-06 → 2027-01-09, 2 guests: 5000 + 5000 + 6000 → total 17920, advance 5376. */
export const stay = { check_in: '2027-01-06', check_out: '2027-01-09', guests: 2, comment: 'Hi' };

export async function book(user: TestUser, listingId: number, body: object = stay) {
  return as(user, 'POST', bookingPaths.book(listingId), body);
}

export async function inquire(user: TestUser, listingId: number, body: object = stay) {
  return as(user, 'POST', bookingPaths.inquire(listingId), body);
}

/** A pending inquiry by a fresh guest, and the ids to act on it. */
export async function pendingInquiry(host?: Host, body: object = stay) {
  const h = host ?? (await inquiryHost());
  const g = await guest();
  const answer = expectStatus(await inquire(g, h.listingId, body), 201);
  return { host: h, guest: g, id: answer.body.data.id as number, inquiry: answer.body.data };
}

export async function answer(host: TestUser, id: number, available: boolean, message = 'Welcome') {
  return as(host, 'POST', bookingPaths.answer(id), { available, message });
}

export async function statusOf(table: 'reservations' | 'inquiries', id: number): Promise<string> {
  const { db } = await testApp();
  const row = await db
    .selectFrom(table)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

export async function locksOf(listingId: number) {
  const { db } = await testApp();
  return db.selectFrom('stay_locks').selectAll().where('listing_id', '=', listingId).execute();
}

export { as, expectStatus };

import { createListing, as, expectStatus } from '../helpers/calendar-fixtures';
import { instantHost } from '../bookings/fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';

/*
 * Issue #10 item 2 (OWASP API3 BOPLA, mass assignment): each JSON write route with a valid body
 * plus fields the client must never set. A case answers the call and the stored rows it should
 * have written (or left alone); the test checks that no row took any of the extra values.
 */

export type Outcome = { status: number; text: string; rows: Record<string, unknown>[] };
export type Case = { extras: Record<string, unknown>; run: (extras: object) => Promise<Outcome> };

export const LONG_AGO = '2001-02-03T04:05:06.000Z';
export const FAR = '2999-01-01T00:00:00.000Z';

/** Another user, whose ids an attacker would write into their own rows. */
let victimOnce: Promise<{ user: TestUser; listing: number; payout: number }> | undefined;
export function victim() {
  victimOnce ??= (async () => {
    const host = await instantHost();
    const payout = expectStatus(
      await as(host, 'POST', '/api/user-settings/payouts', {
        type: 'domestic',
        account_number: '260-56010016113-79',
      }),
      201,
    ).body.data.id as number;
    return { user: host, listing: host.listingId, payout };
  })();
  return victimOnce;
}

export async function db() {
  return (await testApp()).db;
}
export async function userRow(id: number) {
  return (await db()).selectFrom('users').selectAll().where('id', '=', id).execute();
}
export async function listingRows(id: number) {
  return (await db()).selectFrom('listings').selectAll().where('id', '=', id).execute();
}

/** Extras of a user's own row (register, settings, account, passwords, login). */
export async function userExtras() {
  const v = await victim();
  return {
    id: v.user.id,
    user_id: v.user.id,
    role: 'Admin',
    roles: ['Admin'],
    is_admin: true,
    email_verified_at: LONG_AGO,
    verified_at: LONG_AGO,
    id_verified_at: LONG_AGO,
    government_id_verified_at: LONG_AGO,
    government_id_status: 'verified',
    password_hash: 'not-a-hash',
    deletion_requested_at: LONG_AGO,
    deleted_at: LONG_AGO,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
    verification_resent_at: LONG_AGO,
    pending_email: 'forged@mass.test',
    email_change_sent_at: LONG_AGO,
  };
}

export const out = async (
  answer: { status: number; text: string },
  rows: Record<string, unknown>[],
): Promise<Outcome> => ({ status: answer.status, text: answer.text, rows });

/** The forbidden fields of each kind of row, with values no real flow would produce. */
export async function forbidden() {
  const v = await victim();
  const users = await userExtras();
  const listing = {
    id: 987_654,
    owner_id: v.user.id,
    user_id: v.user.id,
    host_id: v.user.id,
    status: 'listed',
    approved_at: LONG_AGO,
    submitted_at: LONG_AGO,
    deleted_at: LONG_AGO,
    created_at: LONG_AGO,
    ical_export_token: 'forged-token',
    active_sr: false,
    approve_errors_en: 'forged',
    commission: 0,
    fee: 0,
  };
  const booking = {
    id: 987_654,
    code: 'FORGED',
    status: 'cancelled',
    total: 1,
    total_price: 1,
    advance: 1,
    remaining: 0,
    advance_paid: true,
    advance_due_date: '2001-01-01',
    fee: 0,
    service_fee: 0,
    commission: 0,
    guest_id: v.user.id,
    user_id: v.user.id,
    host_id: v.user.id,
    owner_id: v.user.id,
    listing_id: v.listing,
    payout_method_id: v.payout,
    source: 'manual',
    currency: 'RSD',
    operator_flag: 'listing_deleted',
    flagged_at: LONG_AGO,
    booked_at: LONG_AGO,
    created_at: LONG_AGO,
    hold_expires_at: FAR,
    answered_at: LONG_AGO,
    reservation_id: 1,
  };
  const payout = {
    id: 987_654,
    user_id: v.user.id,
    masked_number: '•••• 0000',
    erased_at: LONG_AGO,
    created_at: LONG_AGO,
    payout_verified: true,
  };
  const rule = { id: 987_654, listing_id: v.listing, created_at: LONG_AGO };
  return { v, users, listing, booking, payout, rule };
}

export type Forbidden = Awaited<ReturnType<typeof forbidden>>;

/** A fresh host's own listing, made in the database. */
export async function ownListing(status: 'draft' | 'pending' = 'draft') {
  const host = await registerUser();
  return { host, id: await createListing(host.id, { status }) };
}

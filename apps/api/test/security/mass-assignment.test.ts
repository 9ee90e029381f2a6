import { messagesPaths } from '@gazda/contracts/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { png, jpegWithExif, uploadId } from '../account/fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';
import { createListing } from '../helpers/calendar-fixtures';
import { jpeg } from '../listings/fixtures';
import { documentedRoutes, type Route } from './authz-world';
import { accountCases } from './mass-cases-account';
import { bookingCases } from './mass-cases-bookings';
import { listingCases } from './mass-cases-listings';
import { messageCases } from './mass-cases-messages';
import { askedConversation } from '../messages/fixtures';
import { paymentCases } from './mass-cases-payments';
import { touristTaxCases } from './mass-cases-tourist-tax';
import { forbidden, LONG_AGO, victim, type Case } from './mass-common';

/*
 * Issue #10 item 2 (OWASP API3 BOPLA; ASVS V8): a client sends fields it must not set (status,
 * totals, fees, owner and user ids, roles, verification timestamps, payout flags, ids, created
 * dates) on every write route. Either the route refuses them (422) or ignores them: no stored row
 * ever carries one of the values sent. The write routes come from the OpenAPI document.
 */

/** Write routes without a JSON body: their input is the path (or multipart, tested below). */
const multipart: Route[] = [
  'POST /api/user-settings/avatar',
  'POST /api/panel/ads/{id}/photos',
  'POST /api/government-id',
  'POST /api/conversations/{id}/photos',
];

let cases: Record<Route, Case>;
beforeAll(async () => {
  const sets = await forbidden();
  cases = {
    ...accountCases(sets),
    ...(await listingCases(sets)),
    ...bookingCases(sets),
    ...(await paymentCases()),
    ...(await touristTaxCases()),
    ...(await messageCases()),
  };
}, 60_000);

/** Dates compare as instants, everything else as JSON. */
function same(stored: unknown, sent: unknown): boolean {
  const instant = (x: unknown) =>
    x instanceof Date
      ? x.getTime()
      : typeof x === 'string' && /^\d{4}-\d\d-\d\dT/.test(x)
        ? Date.parse(x)
        : undefined;
  const a = instant(stored);
  const b = instant(sent);
  if (a !== undefined && b !== undefined) return a === b;
  return JSON.stringify(stored) === JSON.stringify(sent);
}

describe('[SECURITY] mass assignment: the write routes', () => {
  it('every write route with a JSON body of the document has a case', async () => {
    const doc = (await api('GET', '/api/openapi.json')).body;
    const writes = (await documentedRoutes()).filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const content = doc.paths[path][method.toLowerCase()].requestBody?.content ?? {};
      return method !== 'GET' && 'application/json' in content;
    });
    expect(writes.length).toBeGreaterThan(25);
    const missing = writes.filter((route) => !(route in cases));
    expect(missing, 'write routes without a mass-assignment case').toEqual([]);
    const stale = Object.keys(cases).filter((route) => !writes.includes(route as Route));
    expect(stale).toEqual([]);
    // The multipart uploads are the writes whose body the document describes as multipart.
    for (const route of multipart) {
      const [method, path] = route.split(' ') as [string, string];
      const content = doc.paths[path][method.toLowerCase()].requestBody?.content ?? {};
      expect(Object.keys(content), route).toEqual(['multipart/form-data']);
      expect(writes).not.toContain(route);
    }
  });
});

describe('[SECURITY] mass assignment: each write route', () => {
  // The table is built in beforeAll (it needs users); the route names are known up front.
  const routes = [
    'POST /api/register',
    'POST /api/login',
    'POST /api/forgot-password',
    'POST /api/reset-password',
    'POST /api/user-settings/update-settings',
    'POST /api/user-settings/change-password',
    'PUT /api/user-settings/account',
    'POST /api/delete-account',
    'DELETE /api/user-settings/sessions/{id}',
    'POST /api/user-settings/sessions/logout-others',
    'POST /api/user-settings/payouts',
    'PUT /api/user-settings/payouts/{id}',
    'POST /api/broadcasting/auth',
    'POST /api/sociallogin/{provider}',
    'POST /api/admin/government-ids/{userId}/reject',
    'POST /api/panel/ads',
    'PATCH /api/panel/ads/{id}',
    'POST /api/panel/ads/{id}/delete-confirm',
    'PUT /api/panel/ads/{id}/photos/order',
    'POST /api/admin/ads/{id}/request-fix',
    'POST /api/calendar/{id}/ical-imports',
    'PUT /api/calendar/{id}/days',
    'PUT /api/calendar/multi/days',
    'POST /api/calendar/{id}/reservations/{reservationId}/cancel',
    'POST /api/push-subscriptions',
    'PUT /api/my-travel/reservations/{id}/guests',
    'POST /api/reservations/{id}/eturista',
    'POST /api/calendar/rules/{id}',
    'PUT /api/calendar/rules/{id}/{ruleId}',
    'POST /api/calendar/{id}/reservations',
    'PUT /api/calendar/{id}/reservations/{reservationId}',
    'POST /api/public/ads/{id}/reservations',
    'POST /api/public/ads/{id}/inquiries',
    'POST /api/inquiries/{id}/answer',
    'POST /api/reservations/{id}/no-show',
    'POST /api/reservations/{id}/cancel-request',
    'PUT /api/admin/exchange-rates',
    'PUT /api/admin/tourist-tax-rates',
    'POST /api/admin/reservations/{id}/payments',
    'POST /api/admin/payouts/sent',
    'POST /api/public/ads/{id}/questions',
    'POST /api/conversations/{id}/messages',
    'POST /api/conversations/{id}/report',
    'POST /api/saved-replies',
    'PUT /api/saved-replies/{id}',
    'POST /api/panel/ads/{id}/message-templates',
    'PUT /api/panel/ads/{id}/message-templates/{templateId}',
  ] as Route[];

  it('lists every case', () => expect([...routes].sort()).toEqual(Object.keys(cases).sort()));

  it.each(routes)('%s: the forbidden fields are refused or ignored', async (route) => {
    const { extras, run } = cases[route]!;
    const outcome = await run(extras);
    // Accepted with the extras ignored, or refused (422) for the extras themselves: never
    // refused for another reason, which would leave the case proving nothing.
    if (outcome.status === 422) {
      const fields = Object.keys(JSON.parse(outcome.text).errors ?? {});
      expect(
        fields.filter((field) => !(field in extras)),
        outcome.text,
      ).toEqual([]);
    } else expect([200, 201, 202, 204], outcome.text.slice(0, 300)).toContain(outcome.status);
    expect(outcome.rows.length, 'no stored row to check').toBeGreaterThan(0);
    const columns = Object.keys(outcome.rows[0]!);
    const hit = Object.keys(extras).filter((key) => columns.includes(key));
    expect(hit.length, 'none of the extras is a column of the rows read').toBeGreaterThan(0);
    for (const row of outcome.rows)
      for (const key of hit)
        expect([key, same(row[key], extras[key])], JSON.stringify(row[key])).toEqual([key, false]);
  });
});

describe('[SECURITY] mass assignment: the multipart uploads', () => {
  const extra = async () => {
    const v = await victim();
    return {
      user_id: `${v.user.id}`,
      listing_id: `${v.listing}`,
      status: 'verified',
      roles: 'Admin',
      verified_at: LONG_AGO,
    };
  };
  async function multipartPost(path: string, token: string, files: [string, Buffer][]) {
    const form = new FormData();
    for (const [key, value] of Object.entries(await extra())) form.append(key, value);
    for (const [field, bytes] of files)
      form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${field}.jpg`);
    const { baseUrl } = await testApp();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, text: await response.text() };
  }

  it('POST user-settings/avatar: the avatar is the caller’s, the victim and the roles unchanged', async () => {
    const v = await victim();
    const { db } = await testApp();
    const victimBefore = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', v.user.id)
      .executeTakeFirstOrThrow();
    const u = await registerUser();
    const answer = await multipartPost('/api/user-settings/avatar', u.token, [
      ['avatar', await jpeg(300, 300)],
    ]);
    expect([200, 201, 422], answer.text).toContain(answer.status);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.roles).toEqual([]);
    expect(row.id_verified_at).toBeNull();
    if (answer.status !== 422) expect(row.avatar_url).toMatch(new RegExp(`avatars/${u.id}/`));
    expect(
      await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', v.user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(victimBefore);
  });

  it('POST panel/ads/{id}/photos: the photo joins the listing of the path', async () => {
    const v = await victim();
    const u = await registerUser();
    const id = await createListing(u.id, { status: 'draft' });
    const answer = await multipartPost(`/api/panel/ads/${id}/photos`, u.token, [
      ['photo', await jpeg(640, 480)],
    ]);
    expect([201, 422], answer.text).toContain(answer.status);
    const { db } = await testApp();
    const rows = await db
      .selectFrom('listing_photos')
      .select('listing_id')
      .where('listing_id', 'in', [id, v.listing])
      .execute();
    expect(rows).toEqual(answer.status === 201 ? [{ listing_id: id }] : []);
  });

  it('POST conversations/{id}/photos: the message is the caller’s, in the path’s conversation', async () => {
    const v = await victim();
    const u = await registerUser();
    const conversation = await askedConversation(u, v.listing);
    const answer = await multipartPost(messagesPaths.photos(conversation), u.token, [
      ['photo', await jpeg(640, 480)],
    ]);
    expect(answer.status, answer.text).toBe(201);
    const { db } = await testApp();
    const rows = await db
      .selectFrom('messages')
      .select(['conversation_id', 'sender_id', 'kind'])
      .where('kind', '=', 'photo')
      .where((eb) => eb.or([eb('sender_id', '=', v.user.id), eb('sender_id', '=', u.id)]))
      .execute();
    expect(rows.map((r) => [Number(r.conversation_id), Number(r.sender_id), r.kind])).toEqual([
      [conversation, u.id, 'photo'],
    ]);
  });

  it('POST government-id: stored under review for the caller, never verified, nothing for the victim', async () => {
    const v = await victim();
    const u = await registerUser();
    const answer = await uploadId(u.token, [
      { field: 'front', bytes: await jpegWithExif() },
      { field: 'back', bytes: await png() },
    ]);
    expect(answer.status).toBe(200);
    const forged = await multipartPost('/api/government-id', u.token, [
      ['front', await jpeg(900, 600)],
      ['back', await jpeg(900, 600)],
    ]);
    expect([200, 422], forged.text).toContain(forged.status);
    const { db } = await testApp();
    const rows = await db
      .selectFrom('government_ids')
      .selectAll()
      .where('user_id', 'in', [u.id, v.user.id])
      .execute();
    expect(rows.map((row) => [row.user_id, row.status, row.reviewer_id])).toEqual([
      [u.id, 'under_review', null],
    ]);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect([user.id_verified_at, user.roles]).toEqual([null, []]);
  });
});

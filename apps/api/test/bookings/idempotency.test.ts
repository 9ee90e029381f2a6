import { bookingPaths } from '@gazda/contracts/paths';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { AppError } from '../../src/errors';
import {
  idempotent,
  runIdempotencyExpiry,
} from '../../src/features/idempotency/idempotency-service';
import { api, extraApp, testApp, type TestUser } from '../helpers/test-app';
import { expectStatus, guest, inquiryHost, instantHost, stay } from './fixtures';

/** What a kept request answers (idempotency-service.ts). */
type Answer = { status: number; body: unknown };

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/*
 * Issue #23 item 1: `Idempotency-Key` on POST public/ads/{id}/reservations and …/inquiries. The
 * same key by the same user within 24 hours answers the first answer again, without doing
 * anything again, even when the two requests reach two servers at the same moment.
 */

type Send = { key?: string; body?: object; lang?: 'sr' | 'en'; baseUrl?: string };

function post(path: string, user: TestUser, { key, body = stay, lang = 'en', baseUrl }: Send) {
  return api('POST', path, {
    token: user.token,
    body,
    lang,
    baseUrl,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const reserve = (listingId: number, user: TestUser, send: Send = {}) =>
  post(bookingPaths.book(listingId), user, send);
const ask = (listingId: number, user: TestUser, send: Send = {}) =>
  post(bookingPaths.inquire(listingId), user, send);

async function rowsOf(table: 'reservations' | 'inquiries', listingId: number) {
  const { db } = await testApp();
  return db.selectFrom(table).select('id').where('listing_id', '=', listingId).execute();
}

const opened: { close: () => Promise<unknown> }[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

/**
 * A second server on the same database, as a second process sees it: with PostgreSQL it has its
 * own connections (its own pool); the embedded database has one connection, shared.
 */
async function secondServer(): Promise<string> {
  const url = (await testApp()).config.databaseUrl;
  let database: OpenDatabase | undefined;
  if (url) {
    database = await openDatabase({ kind: 'postgres', url });
    opened.push(database);
  }
  const { app, baseUrl } = await extraApp(() => {}, { db: database?.db });
  opened.push(app);
  return baseUrl;
}

describe('[BOOKING] Idempotency-Key on booking and inquiring', () => {
  it('a double click on two servers at once: one reservation, two identical 201 answers', async () => {
    const host = await instantHost();
    const g = await guest();
    const other = await secondServer();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      reserve(host.listingId, g, { key }),
      reserve(host.listingId, g, { key, baseUrl: other }),
    ]);
    expectStatus(a, 201);
    expectStatus(b, 201);
    expect(b.text).toBe(a.text);
    expect(await rowsOf('reservations', host.listingId)).toEqual([{ id: a.body.data.id }]);
  });

  it('the same key later answers the first answer again and books nothing more', async () => {
    const host = await instantHost();
    const g = await guest();
    const key = 'book-once';
    const first = expectStatus(await reserve(host.listingId, g, { key }), 201);
    const again = expectStatus(await reserve(host.listingId, g, { key }), 201);
    expect(again.text).toBe(first.text);
    expect(await rowsOf('reservations', host.listingId)).toHaveLength(1);
  });

  it('a refusal is kept as well: the same key answers the same 409', async () => {
    const host = await inquiryHost();
    const g = await guest();
    const first = await reserve(host.listingId, g, { key: 'refused' });
    expect(first.status).toBe(409);
    const again = await reserve(host.listingId, g, { key: 'refused' });
    expect(again.status).toBe(409);
    expect(again.text).toBe(first.text);
  });

  it('without the header a double submit is two requests, as before (201, then 409)', async () => {
    const host = await instantHost();
    const g = await guest();
    expectStatus(await reserve(host.listingId, g), 201);
    const second = await reserve(host.listingId, g);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('The apartment is no longer available for rent');
  });

  it('the same key with another body, or on another route, is 422 in the user’s language', async () => {
    const host = await instantHost();
    const g = await guest();
    const key = crypto.randomUUID();
    expectStatus(await reserve(host.listingId, g, { key }), 201);
    const later = { ...stay, check_in: '2027-02-01', check_out: '2027-02-04' };
    const en = await reserve(host.listingId, g, { key, body: later });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request',
    });
    const sr = await reserve(host.listingId, g, { key, body: later, lang: 'sr' });
    expect(sr.status).toBe(422);
    expect(sr.body.message).toBe('Ovaj Idempotency-Key je već korišćen za drugačiji zahtev');
    expect((await ask(host.listingId, g, { key })).status).toBe(422);
    expect(await rowsOf('reservations', host.listingId)).toHaveLength(1);
    expect(await rowsOf('inquiries', host.listingId)).toHaveLength(0);
  });

  it('two users with the same key are independent', async () => {
    const host = await instantHost();
    const [a, b] = [await guest(), await guest()];
    const key = 'same-for-both';
    const first = expectStatus(await reserve(host.listingId, a, { key }), 201);
    const later = { ...stay, check_in: '2027-02-01', check_out: '2027-02-04' };
    const second = expectStatus(await reserve(host.listingId, b, { key, body: later }), 201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(await rowsOf('reservations', host.listingId)).toHaveLength(2);
  });

  it('an inquiry: two at once with one key make one inquiry; another body is 422', async () => {
    const host = await inquiryHost();
    const g = await guest();
    const other = await secondServer();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      ask(host.listingId, g, { key }),
      ask(host.listingId, g, { key, baseUrl: other }),
    ]);
    expectStatus(a, 201);
    expectStatus(b, 201);
    expect(b.text).toBe(a.text);
    expect(await rowsOf('inquiries', host.listingId)).toEqual([{ id: a.body.data.id }]);
    const changed = await ask(host.listingId, g, { key, body: { ...stay, guests: 3 } });
    expect(changed.status).toBe(422);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['a control character', 'a\tb'],
    ['not ASCII', 'ključ'.replace('č', '\u00e9')],
  ])('a key that is %s is 422 and books nothing', async (_, key) => {
    const host = await instantHost();
    const g = await guest();
    const answer = await reserve(host.listingId, g, { key });
    expect(answer.status).toBe(422);
    expect(answer.body.errors['idempotency-key']).toEqual([
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
    ]);
    expect(await rowsOf('reservations', host.listingId)).toHaveLength(0);
    expectStatus(await reserve(host.listingId, g, { key: 'k'.repeat(255) }), 201);
  });
  it('the OpenAPI document names the optional header on both routes', async () => {
    const doc = (await api('GET', '/api/openapi.json')).body;
    for (const path of ['/api/public/ads/{id}/reservations', '/api/public/ads/{id}/inquiries'])
      expect(doc.paths[path].post.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
  });
});

describe('[BOOKING] Idempotency-Key claims (idempotency-service)', () => {
  const hours = (n: number) => n * 3_600_000;

  async function claimOf(label: string) {
    const g = await guest();
    return {
      userId: g.id,
      key: `${label}-${crypto.randomUUID()}`,
      route: 'test',
      requestHash: 'a',
    };
  }

  async function rowOf(claim: { userId: number; key: string }) {
    const { db } = await testApp();
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .executeTakeFirst();
  }

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('a request arriving while the first runs waits for its answer and does not run', async () => {
    const { app } = await testApp();
    const claim = await claimOf('wait');
    let finish!: (answer: Answer) => void;
    const first = idempotent(app.deps, claim, 'en', () => new Promise((done) => (finish = done)));
    await until(async () => (await rowOf(claim)) !== undefined);
    let ran = false;
    const second = idempotent(app.deps, claim, 'en', async () => {
      ran = true;
      return { status: 201, body: { data: 'second' } };
    });
    await new Promise((r) => setTimeout(r, 150));
    finish({ status: 201, body: { data: 'first' } });
    expect(await first).toEqual({ status: 201, body: { data: 'first' } });
    expect(await second).toEqual({ status: 201, body: { data: 'first' } });
    expect(ran).toBe(false);
  });

  it.each([
    ['a thrown error', () => Promise.reject(new Error('database went away'))],
    ['a 429', () => Promise.reject(new AppError('too_many_attempts'))],
    ['a 5xx answer', () => Promise.resolve({ status: 503, body: { message: 'later' } })],
  ])('%s releases the claim: the retry runs', async (_, fail: () => Promise<Answer>) => {
    const { app } = await testApp();
    const claim = await claimOf('release');
    await idempotent(app.deps, claim, 'en', fail).catch(() => undefined);
    expect(await rowOf(claim)).toBeUndefined();
    const retry = await idempotent(app.deps, claim, 'en', async () => ({ status: 201, body: 1 }));
    expect(retry).toEqual({ status: 201, body: 1 });
    expect(await rowOf(claim)).toMatchObject({ status: 201, body: 1 });
  });

  it('a claim left without an answer for 30 s (its process stopped) is taken over', async () => {
    const { app, db } = await testApp();
    const claim = await claimOf('abandoned');
    await db
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        route: claim.route,
        request_hash: claim.requestHash,
        created_at: new Date(Date.now() - 31_000),
      })
      .execute();
    const answer = await idempotent(app.deps, claim, 'en', async () => ({ status: 201, body: 2 }));
    expect(answer).toEqual({ status: 201, body: 2 });
  });

  it('after 24 hours a key is free again, and the job removes the rows older than that', async () => {
    const { app, db } = await testApp();
    const old = await claimOf('old');
    const recent = await claimOf('recent');
    for (const [claim, age] of [
      [old, hours(25)],
      [recent, hours(23)],
    ] as const)
      await db
        .insertInto('idempotency_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          route: claim.route,
          request_hash: 'another body',
          status: 201,
          body: JSON.stringify('kept'),
          created_at: new Date(Date.now() - age),
        })
        .execute();
    // The recent key still refuses another body; the old one runs the new request.
    await expect(
      idempotent(app.deps, recent, 'en', async () => ({ status: 201, body: 0 })),
    ).rejects.toMatchObject({ status: 422 });
    const again = await idempotent(app.deps, old, 'en', async () => ({ status: 201, body: 3 }));
    expect(again).toEqual({ status: 201, body: 3 });

    const later = { ...app.deps, now: () => new Date(Date.now() + hours(2)) };
    expect(await runIdempotencyExpiry(later)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(recent)).toBeUndefined();
    expect(await rowOf(old)).toMatchObject({ body: 3 });
  });
});

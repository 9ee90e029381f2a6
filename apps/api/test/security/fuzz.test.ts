import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { api, extraApp, testApp, type TestUser } from '../helpers/test-app';
import { buildWorld, changed, disposableUser, snapshot, type World } from './fuzz-world';
import { operationsOf, requestFor, type FuzzRequest, type Operation } from './openapi-arbitraries';

/*
 * Issue #10, item 3 (OWASP ASVS 5.0 V2 validation, V16 errors without internals): requests
 * generated from the OpenAPI document against every route, as nobody, a host, a guest and an
 * operator. Properties: never a 5xx; an error is JSON `{ message, code?, errors? }` without a
 * stack, a path or SQL; a refused request changes nothing (the world's rows are fingerprinted
 * before and after). FUZZ_RUNS runs per route (20 by default), FUZZ_SEED varies the seed.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** FUZZ_STATS=1 prints the statuses each route answered: how deep the generated requests reach. */
const stats = new Map<string, Record<number, number>>();

/**
 * Routes that end the caller's session or account run as a fresh user each time; so does the
 * operator's logout of a user (the world's users, its ids, would lose their logins: 403 here,
 * security/sessions-list.test.ts runs it).
 */
const DISPOSABLE = new Set([
  'POST /api/logout',
  'DELETE /api/user-settings/sessions/{id}',
  'POST /api/user-settings/sessions/logout-others',
  'POST /api/admin/users/{id}/logout',
  'POST /api/delete-account',
  'POST /api/user-settings/change-password',
  'PUT /api/user-settings/account',
]);

/**
 * The keys of an error body (api.md); `support_email` is the public support address that the
 * payout lock (423) adds on purpose (features/payouts/README.md), not an internal.
 */
const ERROR_KEYS = new Set(['message', 'code', 'errors', 'support_email']);

/** What an error body must never show: a stack frame, a file path, SQL or a driver's message. */
const LEAK =
  /\bat [\w.<>]+ \(|\/(work|home|app|src|node_modules)\/|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|syntax error|violates|duplicate key|out of range for type|relation "|column "|invalid input syntax|TypeError|ReferenceError|RangeError|ZodError|stack/i;

type Actor = 'none' | 'host' | 'guest' | 'admin';

let world: World;
let server: { app: App; baseUrl: string };
let last: Record<string, string>;

beforeAll(async () => {
  await testApp();
  world = await buildWorld();
  // The fuzz's own app on the same database: an iCal URL that resolves gives up after a second.
  server = await extraApp(() => {}, { config: { icalFetchTimeoutSeconds: 1 } });
  last = await snapshot(world);
});

afterAll(async () => {
  await server?.app.close();
  if (process.env.FUZZ_STATS)
    for (const [route, tally] of stats) console.log(`${route} ${JSON.stringify(tally)}`);
});

async function send(op: Operation, request: FuzzRequest, token: string | undefined) {
  const headers: Record<string, string> = { 'app-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const url = `${server.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
  const response = await fetch(url, {
    method: op.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

async function tokenOf(op: Operation, actor: Actor): Promise<string | undefined> {
  if (actor === 'none') return undefined;
  if (DISPOSABLE.has(`${op.method} ${op.path}`)) return (await disposableUser(world)).token;
  const users: Record<Exclude<Actor, 'none'>, TestUser> = {
    host: world.host,
    guest: world.guest,
    admin: world.admin,
  };
  return users[actor].token;
}

function checkError(label: string, answer: { status: number; type: string; text: string }) {
  expect(answer.status, label).toBeLessThan(500);
  if (answer.status < 400) return;
  // A redirect-free error is the JSON of error-handler.ts, nothing more.
  expect(answer.type, label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(typeof body.message, label).toBe('string');
  expect(
    Object.keys(body).filter((key) => !ERROR_KEYS.has(key)),
    label,
  ).toEqual([]);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as Record<string, unknown>))
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), label).toBe(
        true,
      );
  }
  expect(answer.text, label).not.toMatch(LEAK);
}

describe('fuzzing every route from the OpenAPI document', async () => {
  const doc = (await api('GET', '/api/openapi.json')).body;
  const operations = operationsOf(doc);

  it('covers every documented route', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    const disposable = DISPOSABLE.has(`${op.method} ${op.path}`);
    const read = op.method === 'GET';
    it(`${op.method} ${op.path}`, async () => {
      const actor = fc.constantFrom<Actor>('none', 'host', 'host', 'guest', 'admin');
      const property = fc.asyncProperty(
        requestFor(op, world.pools),
        actor,
        async (request, who) => {
          const label = `${op.method} ${request.path}?${request.query.slice(0, 300)} as ${who}: ${request.body?.slice(0, 300)}`;
          const token = await tokenOf(op, who);
          if (disposable) last = await snapshot(world);
          const answer = await send(op, request, token);
          const tally = stats.get(`${op.method} ${op.path}`) ?? {};
          tally[answer.status] = (tally[answer.status] ?? 0) + 1;
          stats.set(`${op.method} ${op.path}`, tally);
          checkError(`${label} → ${answer.status} ${answer.text.slice(0, 300)}`, answer);
          expect(
            ({} as Record<string, unknown>).polluted,
            'Object.prototype polluted',
          ).toBeUndefined();
          if (read) return; // reads are checked once per route, below
          await server.app.deps.tasks.idle();
          const now = await snapshot(world);
          const before = last;
          last = now;
          if (answer.status >= 400)
            expect(changed(before, now), `${label} → ${answer.status}`).toEqual([]);
        },
      );
      // A fresh world snapshot: a disposable user registered by the previous route is not a change.
      last = await snapshot(world);
      const start = last;
      await fc.assert(property, {
        numRuns: disposable ? Math.min(RUNS, 10) : RUNS,
        seed: SEED,
        endOnFailure: !process.env.FUZZ_SHRINK,
      });
      // A read writes nothing, whatever it was sent (following the link of the verification mail
      // is the one GET that may: it verifies the address).
      if (read && !op.path.startsWith('/api/email/verify/')) {
        await server.app.deps.tasks.idle();
        expect(changed(start, await snapshot(world)), `${op.method} ${op.path} wrote`).toEqual([]);
      }
    }, 120_000);
  }
});

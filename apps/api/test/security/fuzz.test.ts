import { isErrorCode } from '@gazda/contracts/error-codes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { api, extraApp, testApp, type TestUser } from '../helpers/test-app';
import { stringCases } from './fuzz-strings';
import {
  buildWorld,
  changed,
  disposableUser,
  resetUploadLimits,
  snapshot,
  type World,
} from './fuzz-world';
import { multipartArbitrary, multipartCases, type MultipartCase } from './multipart-bodies';
import {
  kindOf,
  operationsOf,
  requestFor,
  type FuzzRequest,
  type Operation,
} from './openapi-arbitraries';

/*
 * Issue #10, item 3 (OWASP ASVS 5.0 V2 validation, V16 errors without internals): requests
 * generated from the OpenAPI document against every route, as nobody, a host, a guest and an
 * operator. Properties: never a 5xx; an error is JSON `{ message, code?, errors? }` without a
 * stack, a path or SQL; a refused request changes nothing (the world's rows are fingerprinted
 * before and after). FUZZ_RUNS runs per route (20 by default), FUZZ_SEED varies the seed.
 * Issue #23 item 5 adds, on the same properties: every multipart route of the document with
 * malformed bodies (multipart-bodies.ts), and every string of every route with lone surrogates,
 * U+0000 and over-long text (fuzz-strings.ts).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** FUZZ_STATS=1 prints the statuses each route answered: how deep the generated requests reach. */
const stats = new Map<string, Record<number, number>>();
/** Requests sent by each part of the fuzz, printed at the end with the seed. */
const sent = { routes: 0, generated: 0, multipart: 0, strings: 0 };

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
 * The keys of an error body (docs/rules/api.md); `support_email` is the public support address that
 * the payout lock (423) adds on purpose (features/payouts/README.md), not an internal.
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
  console.log(`fuzz: seed ${SEED}, ${JSON.stringify(sent)}`);
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

/** A body of any type, as it is, to `path` (the multipart fuzz). */
async function sendRaw(op: Operation, path: string, token: string, type: string, body: Buffer) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: op.method,
    headers: { 'app-language': 'en', authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

function tally(op: Operation, status: number) {
  const tally = stats.get(`${op.method} ${op.path}`) ?? {};
  tally[status] = (tally[status] ?? 0) + 1;
  stats.set(`${op.method} ${op.path}`, tally);
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
  // Only a code of contracts' closed table (error-codes.ts), on every error.
  expect(isErrorCode(body.code), `${label}: code ${String(body.code)}`).toBe(true);
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
    sent.routes = operations.length;
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
          sent.generated += 1;
          tally(op, answer.status);
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
      // is the one GET that may: it verifies the address; the operator's read of a reported
      // conversation is logged in the parties' activity logs, issue #28; so is an operator's read of
      // a reservation's guest details, issue #30).
      const audited =
        op.path.startsWith('/api/admin/conversations/') || op.path.endsWith('/{id}/guests');
      if (read && !op.path.startsWith('/api/email/verify/') && !audited) {
        await server.app.deps.tasks.idle();
        expect(changed(start, await snapshot(world)), `${op.method} ${op.path} wrote`).toEqual([]);
      }
    }, 120_000);
  }
});

describe('fuzzing every multipart route of the document with malformed bodies', async () => {
  const uploads = operationsOf((await api('GET', '/api/openapi.json')).body).filter(
    (op) => op.files.length > 0,
  );

  it('finds the upload routes (listing photo, avatar, government ID) in the document', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(3);
  });

  for (const op of uploads) {
    it(`${op.method} ${op.path}: ${op.files.join(', ')}`, async () => {
      // As the host, on the host's own rows: the body is read only past ownership and limits.
      const own = world.pools[kindOf(op.path)]?.[0] ?? world.pools.any[0];
      const path = op.path.replace(/\{\w+\}/g, String(own));
      const check = async (c: MultipartCase) => {
        await resetUploadLimits(world);
        const before = await snapshot(world);
        const answer = await sendRaw(op, path, world.host.token, c.contentType, c.body);
        sent.multipart += 1;
        tally(op, answer.status);
        const label = `${op.method} ${path} ${c.name} (${c.contentType}) → ${answer.status} ${answer.text.slice(0, 300)}`;
        checkError(label, answer);
        await server.app.deps.tasks.idle();
        if (answer.status >= 400) expect(changed(before, await snapshot(world)), label).toEqual([]);
      };
      for (const c of multipartCases(op.files)) await check(c);
      await fc.assert(fc.asyncProperty(multipartArbitrary(op.files), check), {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: !process.env.FUZZ_SHRINK,
      });
    }, 120_000);
  }
});

describe('fuzzing every string of every route with lone surrogates, NUL and over-long text', async () => {
  const operations = operationsOf((await api('GET', '/api/openapi.json')).body);

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const cases = stringCases(op, world.pools, SEED);
      if (cases.length === 0) return;
      const token = DISPOSABLE.has(`${op.method} ${op.path}`)
        ? (await disposableUser(world)).token
        : op.path.startsWith('/api/admin/')
          ? world.admin.token
          : world.host.token;
      const before = await snapshot(world);
      let refused = true;
      for (const { label, request } of cases) {
        const answer = await send(op, request, token);
        sent.strings += 1;
        tally(op, answer.status);
        refused &&= answer.status >= 400;
        checkError(
          `${op.method} ${request.path.slice(0, 200)} ${label} → ${answer.status} ${answer.text.slice(0, 300)}`,
          answer,
        );
      }
      // Every answer a refusal: nothing may have changed.
      await server.app.deps.tasks.idle();
      if (refused) expect(changed(before, await snapshot(world))).toEqual([]);
    }, 120_000);
  }
});

import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, testApp, type TestUser } from '../helpers/test-app';
import { jpeg, upload } from '../listings/fixtures';
import { bodyOf, fill, routeTable, type Rule } from './authz-table';
import {
  buildWorld,
  documentedRoutes,
  registeredRoutes,
  snapshot,
  type Route,
  type World,
} from './authz-world';

/*
 * Issue #10 item 1 (OWASP API1 BOLA, API5 BFLA; ASVS V8): the server's own route list decides
 * what is checked. Every route of the OpenAPI document and of fastify's route tree must have a
 * rule in authz-table.ts; each rule is then tried on real data of another user.
 */

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);

type Of<K extends Rule['kind']> = [Route, Extract<Rule, { kind: K }>][];
const rules = Object.entries(routeTable) as [Route, Rule][];
const ofKind = <K extends Rule['kind']>(kind: K) =>
  rules.filter(([, rule]) => rule.kind === kind) as Of<K>;
const needsLogin = rules.filter(
  ([, rule]) =>
    ['login', 'owner', 'admin'].includes(rule.kind) || (rule.kind === 'listed' && rule.login),
);

function split(route: Route): [string, string] {
  const [method, path] = route.split(' ');
  return [method!, path!];
}

/** The rule's call (method, filled path with query, body) as `user`, over real HTTP. */
async function call(route: Route, rule: Rule, user: TestUser | null, id?: number) {
  const [method, template] = split(route);
  const params = 'params' in rule ? rule.params : undefined;
  let path = fill(template, id === undefined ? params : { ...params, id: { literal: `${id}` } }, w);
  if ('query' in rule && rule.query) path += `?${rule.query}`;
  if (rule.kind === 'owner' && rule.multipart && user) {
    return upload(user.token, id ?? w.ids.listing, await jpeg(400, 300), { path });
  }
  const body = 'body' in rule && rule.body !== undefined ? bodyOf(rule.body, w) : undefined;
  return api(method, path, { token: user?.token, body, lang: 'en' });
}

describe('[SECURITY] authorization matrix: the route list', () => {
  it('every documented and every registered route has a rule, and every rule a route', async () => {
    const documented = await documentedRoutes();
    const registered = await registeredRoutes();
    expect(documented.length).toBeGreaterThan(100);
    const all = [...new Set([...documented, ...registered])];
    const missing = all.filter((route) => !(route in routeTable));
    expect(missing, 'routes without a rule: add them to authz-table.ts').toEqual([]);
    const stale = rules.filter(
      ([route, rule]) => !all.includes(route) && !(rule.kind === 'outside' && rule.conditional),
    );
    expect(stale, 'rules of routes that no longer exist').toEqual([]);
    // What the document hides is exactly what the table lists as outside it.
    const hidden = registered.filter((route) => !documented.includes(route));
    const outside = ofKind('outside').map(([route]) => route);
    expect(hidden.filter((route) => !outside.includes(route))).toEqual([]);
    expect(documented.filter((route) => outside.includes(route))).toEqual([]);
  });

  it('the document declares the bearer login on exactly the routes that need one', async () => {
    const doc = (await api('GET', '/api/openapi.json')).body;
    for (const [route, rule] of rules) {
      const [method, path] = split(route);
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) continue;
      const secured = Boolean(operation.security?.length);
      const needs = needsLogin.some(([r]) => r === route);
      expect([route, secured], rule.kind).toEqual([route, needs]);
    }
  });
});

describe('[SECURITY] authorization matrix: each rule', () => {
  it.each(needsLogin)('%s: 401 without a login, nothing changes', async (route, rule) => {
    const before = await snapshot(w);
    const answer = await call(
      route,
      rule,
      null,
      rule.kind === 'listed' ? w.ids.listing : undefined,
    );
    expect(answer.status, answer.text.slice(0, 200)).toBe(401);
    expect(await snapshot(w)).toEqual(before);
  });

  it.each(ofKind('owner'))(
    "%s: another user's id answers 404 or 403 and nothing changes",
    async (route, rule) => {
      const before = await snapshot(w);
      const answer = await call(route, rule, w.stranger);
      expect([403, 404], `${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status);
      expect(answer.body?.message).toBeTruthy();
      expect(await snapshot(w)).toEqual(before);
      // The same call on an id that does not exist answers alike: nothing tells them apart.
      if (!/\{\w+\}/.test(split(route)[1]) || !('id' in rule.params)) return;
      const unknown = await call(route, rule, w.stranger, 2_000_000_000);
      expect(unknown.status).toBe(answer.status);
    },
  );

  it.each(ofKind('owner').filter(([route]) => route.startsWith('GET ')))(
    '%s: the owner reads the same resource (the ids above are real)',
    async (route, rule) => {
      const answer = await call(route, rule, rule.of === 'guest' ? w.guest : w.host);
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    },
  );

  it.each(ofKind('admin'))('%s: 403 for a non-admin, nothing changes', async (route, rule) => {
    for (const user of [w.stranger, w.host]) {
      const before = await snapshot(w);
      const answer = await call(route, rule, user);
      expect(answer.status, answer.text.slice(0, 200)).toBe(403);
      expect(await snapshot(w)).toEqual(before);
    }
  });

  it.each(ofKind('admin').filter(([route]) => route.startsWith('GET ')))(
    '%s: an admin reads it',
    async (route, rule) => {
      const answer = await call(route, rule, w.admin);
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    },
  );

  it.each(ofKind('listed'))(
    "%s: a draft listing's id is 404 for others; a listed one is open",
    async (route, rule) => {
      const before = await snapshot(w);
      const callers = rule.login ? [w.stranger] : [null, w.stranger];
      for (const user of callers) {
        const answer = await call(route, rule, user, w.ids.draft);
        expect(answer.status, answer.text.slice(0, 200)).toBe(404);
      }
      expect(await snapshot(w)).toEqual(before);
      if (!rule.login) expect((await call(route, rule, null, w.ids.listing)).status).toBe(200);
    },
  );

  it.each(ofKind('signed'))(
    '%s: a wrong secret is refused, nothing changes',
    async (route, rule) => {
      const before = await snapshot(w);
      const [method, path] = split(route);
      const answer = await api(method, fill(path, rule.wrong, w), { lang: 'en' });
      // 422 is the signed e-mail link's `This verification link is not valid or has expired`.
      expect([403, 404, 422], answer.text.slice(0, 200)).toContain(answer.status);
      expect(await snapshot(w)).toEqual(before);
      if (rule.right) expect((await api(method, fill(path, rule.right, w))).status).toBe(200);
    },
  );

  it.each(ofKind('public'))('%s: open without a login', async (route, rule) => {
    const answer = await call(route, rule, null);
    expect([401, 403]).not.toContain(answer.status);
    expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
  });
});

describe('[SECURITY] authorization matrix: routes outside the document', () => {
  it('GET /uploads serves listing photos without a login, never private files', async () => {
    const photo = await fetch(`${(await testApp()).baseUrl}${w.photoUrl}`);
    expect(photo.status).toBe(200);
    const { db } = await testApp();
    const id = await db
      .selectFrom('government_ids')
      .select('front_path')
      .where('user_id', '=', w.host.id)
      .executeTakeFirstOrThrow();
    for (const path of [
      `/uploads/${id.front_path}`,
      `/uploads/private/${id.front_path}`,
      `/uploads/..%2Fprivate%2F${encodeURIComponent(id.front_path)}`,
      `/uploads/listings/${w.ids.listing}/..%2F..%2F..%2Fprivate%2F${encodeURIComponent(id.front_path)}`,
    ]) {
      // A 404, or the panel's index.html for a deep link: never the picture.
      const answer = await api('GET', path, { token: w.admin.token });
      expect([path, answer.headers.get('content-type')]).not.toEqual([path, 'image/jpeg']);
      expect([404, 200, 503]).toContain(answer.status);
      if (answer.status === 200) expect(answer.text).toContain('<html');
    }
  });

  it('GET /api/openapi.json and the panel are public; POST /auth/{provider}/callback only redirects', async () => {
    expect((await api('GET', '/api/openapi.json')).status).toBe(200);
    const { baseUrl } = await testApp();
    const callback = await fetch(`${baseUrl}/auth/apple/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=abc&state=xyz&user_id=1',
      redirect: 'manual',
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/auth/apple/callback?code=abc&state=xyz');
    // An unknown /api path is a JSON 404, never the panel.
    const unknown = await api('GET', '/api/not-a-route', { token: w.admin.token });
    expect(unknown.status).toBe(404);
  });

  it('socket.io refuses a connection without a valid token', async () => {
    const { baseUrl } = await testApp();
    for (const auth of [{}, { token: 'not-a-token' }]) {
      const socket = io(baseUrl, { path: '/socket.io', auth, transports: ['websocket'] });
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', () => resolve('refused'));
      });
      socket.disconnect();
      expect(outcome).toBe('refused');
    }
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { registerInputText } from '../src/plugins/input-text';
import { registerJsonBody } from '../src/plugins/json-body';
import { hostWithListing } from './helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from './helpers/test-app';

/*
 * Input PostgreSQL cannot take and URLs Fastify cannot decode: found by the fuzz
 * (test/security/fuzz.test.ts). U+0000 in any text made the query fail (a 500); a malformed
 * percent-encoding in the path answered Fastify's own body, which echoed the URL. Issue #23
 * item 5: a lone UTF-16 surrogate in a JSON string (`"Pe\ud800tar"`) made the activity log's
 * jsonb insert fail (a 500), and a body that is not UTF-8 was stored with U+FFFD.
 */
describe('U+0000 in the input', () => {
  it('is a 422 on the field, in the body, the query and the path; nothing is stored', async () => {
    const host = await hostWithListing();
    const rule = await api('POST', `/api/calendar/rules/${host.listingId}`, {
      token: host.token,
      lang: 'en',
      body: { name: 'Le\u0000to', color: '#aa3366', price_percent: 20 },
    });
    expect(rule.status).toBe(422);
    expect(rule.body).toEqual({
      message: 'Validation Error',
      code: 'validation',
      errors: { name: ['The value is not valid'] },
    });
    const { db } = await testApp();
    const rules = await db
      .selectFrom('calendar_rules')
      .select('id')
      .where('listing_id', '=', host.listingId)
      .execute();
    expect(rules).toEqual([]);

    const search = await api('GET', '/api/panel/ads?search=a%00b', { token: host.token });
    expect([search.status, search.body.errors]).toEqual([422, { search: [expect.any(String)] }]);
    const category = await api('GET', '/api/panel/ads/categories/const/a%00b');
    expect([category.status, category.body.errors]).toEqual([422, { const: [expect.any(String)] }]);
  });

  it('is found however deep, and in keys; so is a lone surrogate, not a pair', async () => {
    // The hook as app.ts registers it, before a route that takes any body.
    const app = Fastify();
    app.decorateRequest('locale', 'en');
    registerErrorHandler(app);
    registerJsonBody(app);
    registerInputText(app);
    app.post('/api/any', async () => ({ ok: true }));
    /** The field the 422 names, or undefined when the JSON text went through. */
    async function refusedText(payload: string): Promise<string | undefined> {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/any',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      if (answer.statusCode === 200) return undefined;
      expect(answer.statusCode).toBe(422);
      const { errors } = answer.json<{ errors: Record<string, string[]> }>();
      expect(Object.values(errors)).toEqual([['The value is not valid']]);
      return Object.keys(errors)[0];
    }
    // JSON.stringify writes a lone surrogate as its escape, as a client's JSON would.
    const refused = (body: unknown) => refusedText(JSON.stringify(body));
    try {
      expect(await refused({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toBe('a.1.c');
      expect(await refused({ ['k\u0000']: 1 })).toBe('_');
      expect(await refused({ a: 'fine', b: [1, null, true] })).toBeUndefined();
      const deep = `${'['.repeat(5000)}"z\\u0000"${']'.repeat(5000)}`;
      expect(await refusedText(deep)).toMatch(/^0(\.0){4999}$/);
      expect(await refused({ a: 'Pe\ud800tar' })).toBe('a');
      expect(await refused({ a: 'ok', b: ['x\udc00'] })).toBe('b.0');
      expect(await refused({ a: '\udc00\ud800' })).toBe('a');
      expect(await refused({ a: 'end\ud83d' })).toBe('a');
      expect(await refused({ ['k\udfff']: 1 })).toBe('_');
      expect(await refused({ a: 'Đorđe 😀 ﬁ\u202e' })).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('a path Fastify cannot decode', () => {
  it('is the JSON 400 of any bad request, without the URL', async () => {
    const answer = await api('GET', '/api/ical/2/%E0%A4%A', { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      message: 'The request could not be understood',
      code: 'bad_request',
    });
  });
});

/** A valid account form of `user`, as raw JSON text, with `first_name` written as given. */
function accountText(user: TestUser, firstName: string): string {
  const rest = JSON.stringify({
    last_name: 'Jovanović',
    email: user.email,
    phone: '064 123 4567',
    account_type: 'individual',
  });
  return `{"first_name":"${firstName}",${rest.slice(1)}`;
}

async function putRaw(user: TestUser, body: string | Buffer, lang: 'sr' | 'en') {
  const { baseUrl } = await testApp();
  const response = await fetch(`${baseUrl}/api/user-settings/account`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'app-language': lang,
    },
    body,
  });
  return { status: response.status, body: JSON.parse(await response.text()) };
}

async function storedName(user: TestUser) {
  const { db } = await testApp();
  const row = await db
    .selectFrom('users')
    .select('first_name')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const log = await db
    .selectFrom('activity_log')
    .select('id')
    .where('user_id', '=', user.id)
    .where('field', '=', 'first_name')
    .execute();
  return { name: row.first_name, logged: log.length };
}

describe('a lone UTF-16 surrogate in a JSON string', () => {
  it("is a 422 on the field in the user's language (high or low), not a 500; nothing stored", async () => {
    const user = await registerUser();
    const before = await storedName(user);
    const high = await putRaw(user, accountText(user, 'Pe\\ud800tar'), 'en');
    expect(high).toEqual({
      status: 422,
      body: {
        message: 'Validation Error',
        code: 'validation',
        errors: { first_name: ['The value is not valid'] },
      },
    });
    const low = await putRaw(user, accountText(user, '\\udc00\\udc00\\udc00'), 'sr');
    expect(low).toEqual({
      status: 422,
      body: {
        message: 'Greška u podacima',
        code: 'validation',
        errors: { first_name: ['Vrednost nije ispravna'] },
      },
    });
    expect(await storedName(user)).toEqual(before);
    // A pair, written as escapes, is a character like any other.
    const pair = await putRaw(user, accountText(user, 'Mi\\ud83d\\ude00lica'), 'en');
    expect(pair.status).toBe(200);
  });
});

describe('a JSON body that is not UTF-8', () => {
  it("is the 400 of a body that cannot be read, in the user's language; nothing stored", async () => {
    const user = await registerUser();
    const before = await storedName(user);
    const [head, tail] = accountText(user, '#name#').split('#name#') as [string, string];
    const surrogateBytes = Buffer.concat([
      Buffer.from(`${head}Pe`),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`tar${tail}`),
    ]);
    expect(await putRaw(user, surrogateBytes, 'en')).toEqual({
      status: 400,
      body: { message: 'The request could not be understood', code: 'bad_request' },
    });
    const stray = Buffer.concat([
      Buffer.from(`${head}Pe`),
      Buffer.from([0xff]),
      Buffer.from(`tar${tail}`),
    ]);
    expect(await putRaw(user, stray, 'sr')).toEqual({
      status: 400,
      body: { message: 'Zahtev nije ispravan', code: 'bad_request' },
    });
    expect(await storedName(user)).toEqual(before);
    const utf8 = await putRaw(user, Buffer.from(accountText(user, 'Đorđe')), 'en');
    expect([utf8.status, utf8.body.data?.first_name]).toEqual([200, 'Đorđe']);
  });
});

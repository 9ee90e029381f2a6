import { describe, expect, it } from 'vitest';
import { nulField } from '../src/plugins/input-text';
import { hostWithListing } from './helpers/calendar-fixtures';
import { api, testApp } from './helpers/test-app';

/*
 * Input PostgreSQL cannot take and URLs Fastify cannot decode: found by the fuzz
 * (test/security/fuzz.test.ts). U+0000 in any text made the query fail (a 500); a malformed
 * percent-encoding in the path answered Fastify's own body, which echoed the URL.
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

  it('is found however deep, and in keys', () => {
    expect(nulField({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toBe('a.1.c');
    expect(nulField({ ['k\u0000']: 1 })).toBe('_');
    expect(nulField({ a: 'fine', b: [1, null, true] })).toBeUndefined();
    let deep: unknown = 'z\u0000';
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(nulField(deep)).toMatch(/^0(\.0)*$/);
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

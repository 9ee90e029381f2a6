import { calendarPaths } from '@gazda/contracts/paths';
import type { AddressInfo } from 'node:net';
import { createTranslator } from '@gazda/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { buildApp } from '../../src/app';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import { safeFetch } from '../../src/features/ical/safe-fetch';
import type { Resolver, Server } from './ssrf-forms';
import { expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { api, testApp } from '../helpers/test-app';
import {
  CALENDAR,
  listen,
  privateNames,
  redirects,
  redirectTargets,
  refusals,
  resolverCalls,
  seams,
  STAND_IN,
} from './ssrf-forms';

/*
 * Issue #10 item 4, end to end. Two real servers share one port: the canary on 127.0.0.1 (our
 * own machine, which must never be reached) and a stand-in for a public calendar host on
 * 127.0.0.2. DNS is a stub: public-looking names map to private addresses, and `public.test`
 * maps to 127.0.0.2, which only this test lets through (the `testPublicAddresses` seam,
 * features/ical/README.md) so that a first hop can be served and its redirect checked.
 * Private addresses are otherwise refused: ICAL_ALLOW_PRIVATE is off throughout.
 */

let port = 0;
let canary: Server;
let standIn: Server;

beforeAll(async () => {
  standIn = await listen(STAND_IN, 0, (req, res) => {
    const target = redirectTargets(port)[req.url ?? ''];
    if (target) return void res.writeHead(302, { location: target }).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
  });
  port = standIn.port;
  canary = await listen('127.0.0.1', port, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
  });
});
afterAll(async () => {
  await canary.close();
  await standIn.close();
});

const fetchOf = (url: string) => safeFetch(url, { ...seams, allowPrivate: false, timeoutMs: 2000 });

describe('the fetcher itself, with a stub resolver and the canary listening', () => {
  it('the stand-in is reachable through public.test, so the refusals below are real', async () => {
    expect(await fetchOf(`http://public.test:${port}/feed.ics`)).toMatchObject({ ok: true });
    expect(standIn.hits.at(-1)).toEqual({ url: '/feed.ics', host: `public.test:${port}` });
  });

  it('refuses every literal, name, scheme and credential form', async () => {
    for (const [url, code] of refusals(port)) {
      expect(await fetchOf(url), url).toEqual({ ok: false, error: { code } });
    }
    for (const url of privateNames(port)) {
      expect(await fetchOf(url), url).toEqual({
        ok: false,
        error: { code: 'address_not_allowed' },
      });
    }
    expect(canary.hits).toEqual([]);
  });

  it('refuses at the redirect: the public first hop is fetched, the private second is not', async () => {
    for (const [path, code] of redirects) {
      const before = standIn.hits.length;
      expect(await fetchOf(`http://public.test:${port}${path}`), path).toEqual({
        ok: false,
        error: { code },
      });
      expect(standIn.hits.slice(before), path).toEqual([
        { url: path, host: `public.test:${port}` },
      ]);
    }
    expect(canary.hits).toEqual([]);
  });

  it('connects to the address it checked: a rebinding resolver never gets a second question', async () => {
    // Public (the allowed stand-in) first, then the canary: the DNS rebinding attack.
    const asked: string[] = [];
    const rebinding: Resolver = async (host) => {
      asked.push(host);
      const address = asked.length === 1 ? STAND_IN : '127.0.0.1';
      return [{ address, family: 4 }];
    };
    const before = standIn.hits.length;
    const result = await safeFetch(`http://rebind.test:${port}/feed.ics`, {
      allowPrivate: false,
      resolver: rebinding,
      testPublicAddresses: [STAND_IN],
    });
    expect(result).toMatchObject({ ok: true, body: CALENDAR });
    expect(asked).toEqual(['rebind.test']);
    expect(standIn.hits.slice(before)).toEqual([{ url: '/feed.ics', host: `rebind.test:${port}` }]);
    expect(canary.hits).toEqual([]);
  });
});

describe('the same forms through the API: import a calendar, then "refresh now"', () => {
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    const shared = await testApp();
    expect(shared.config.icalAllowPrivate).toBe(false);
    const config = { ...shared.config, icalFetchTimeoutSeconds: 2 };
    const logger = createLogger(config);
    app = await buildApp({
      config,
      db: shared.db,
      mailer: createMailer(config, logger),
      logger,
      icalFetch: seams,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const call = (host: Host, method: string, path: string, lang: 'sr' | 'en', body?: unknown) =>
    api(method, path, { token: host.token, body, lang, baseUrl });
  const message = (lang: 'sr' | 'en', code: string) =>
    createTranslator(lang)(`calendar.ical_error.${code}` as never);

  it('refuses by its text what can never work: 422 in both languages, nothing stored', async () => {
    const host = await hostWithListing();
    for (const [url, code] of refusals(port)) {
      for (const lang of ['sr', 'en'] as const) {
        const answer = await call(host, 'POST', calendarPaths.icalImports(host.listingId), lang, {
          url,
          name: 'Airbnb',
        });
        expect(answer.status, url).toBe(422);
        // A non-http(s) scheme is already refused by the request schema (contracts), whose
        // message is the generic one; everything else gets the fetcher's own reason.
        const expected =
          code === 'scheme_not_allowed'
            ? createTranslator(lang)('validation.invalid')
            : message(lang, code);
        expect(answer.body.errors.url, url).toEqual([expected]);
      }
    }
    const stored = await (
      await testApp()
    ).db
      .selectFrom('ical_imports')
      .select('id')
      .where('listing_id', '=', host.listingId)
      .execute();
    expect(stored).toEqual([]);
    expect(canary.hits).toEqual([]);
  });

  /** Adds the URLs to fresh listings (at most 10 each) and returns each import as answered. */
  async function importAll(urls: string[]) {
    const hosts: Host[] = [];
    const created: { url: string; body: Record<string, unknown> }[] = [];
    for (let i = 0; i < urls.length; i += 10) {
      const host = await hostWithListing();
      hosts.push(host);
      for (const [j, url] of urls.slice(i, i + 10).entries()) {
        const answer = expectStatus(
          await call(host, 'POST', calendarPaths.icalImports(host.listingId), 'en', {
            url,
            name: `Feed ${j}`,
          }),
          201,
        );
        created.push({ url, body: answer.body.data });
      }
    }
    return { hosts, created };
  }

  it('a name resolving to a private address is fetched never: the import shows why', async () => {
    const { hosts, created } = await importAll(privateNames(port));
    for (const { url, body } of created) {
      expect(body, url).toMatchObject({
        status: 'failed',
        last_error_code: 'address_not_allowed',
        last_error: message('en', 'address_not_allowed'),
        event_count: 0,
      });
    }
    for (const host of hosts) {
      for (const lang of ['sr', 'en'] as const) {
        const refreshed = expectStatus(
          await call(host, 'POST', calendarPaths.refreshIcal(host.listingId), lang),
          200,
        );
        for (const entry of refreshed.body.data as Record<string, unknown>[]) {
          expect(entry).toMatchObject({
            status: 'failed',
            last_error_code: 'address_not_allowed',
            last_error: message(lang, 'address_not_allowed'),
          });
        }
      }
    }
    expect(resolverCalls).toContain('calendar.example.com');
    expect(canary.hits).toEqual([]);
  });

  it('a public host redirecting inward is refused at the redirect, on import and on refresh', async () => {
    const urls = [
      `http://public.test:${port}/feed.ics`, // the control: this one works
      ...redirects.map(([path]) => `http://public.test:${port}${path}`),
    ];
    const before = standIn.hits.length;
    const { hosts, created } = await importAll(urls);
    expect(created[0]!.body).toMatchObject({ status: 'ok', last_error: null });
    for (const [index, [path, code]] of redirects.entries()) {
      expect(created[index + 1]!.body, path).toMatchObject({
        status: 'failed',
        last_error_code: code,
        last_error: message('en', code),
      });
    }
    // Each import's first hop reached the stand-in once.
    expect(standIn.hits.length - before).toBe(urls.length);
    const refreshed = expectStatus(
      await call(hosts[0]!, 'POST', calendarPaths.refreshIcal(hosts[0]!.listingId), 'sr'),
      200,
    );
    const byUrl = new Map(
      (refreshed.body.data as { url: string; last_error_code: string | null }[]).map((entry) => [
        entry.url,
        entry.last_error_code,
      ]),
    );
    expect(byUrl.get(urls[0]!)).toBeNull();
    for (const [path, code] of redirects) {
      expect(byUrl.get(`http://public.test:${port}${path}`), path).toBe(code);
    }
    expect(canary.hits).toEqual([]);
  });
});

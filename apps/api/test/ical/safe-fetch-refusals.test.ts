import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../src/features/ical/safe-fetch';
import type { ResolvedAddress } from '../../src/fetch-seams';
import type { Resolver } from '../security/ssrf-forms';
import { startLoopbackServer } from './loopback-server';
import type { LoopbackServer } from './loopback-server';

/** A resolver that records its questions; the answers are fixed, so no DNS leaves the machine. */
function stubResolver(answers: readonly string[]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (host: string): Promise<readonly ResolvedAddress[]> => {
    calls.push(host);
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { calls });
}

/** Fails the test if anything tries to resolve: literal refusals must happen before DNS. */
const noDns: Resolver = async (host) => {
  throw new Error(`unexpected DNS lookup of ${host}`);
};

describe('safeFetch refuses an IP literal in every notation, before any DNS or socket', () => {
  it.each([
    ['dotted loopback', 'http://127.0.0.1/cal.ics'],
    ['decimal integer', 'http://2130706433/cal.ics'],
    ['octal', 'http://0177.0.0.1/cal.ics'],
    ['hex per part', 'http://0x7f.0.0.1/cal.ics'],
    ['hex integer', 'http://0x7f000001/cal.ics'],
    ['short form 127.1', 'http://127.1/cal.ics'],
    ['short form 10.1', 'http://10.1/cal.ics'],
    ['mixed octal and hex', 'http://0300.0xa8.1/cal.ics'],
    ['trailing dot', 'http://127.0.0.1./cal.ics'],
    ['IPv6 loopback', 'http://[::1]/cal.ics'],
    ['IPv6 loopback long form', 'http://[0:0:0:0:0:0:0:1]/cal.ics'],
    ['IPv4-mapped dotted', 'http://[::ffff:127.0.0.1]/cal.ics'],
    ['IPv4-mapped hex', 'http://[::ffff:7f00:1]/cal.ics'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.5]/cal.ics'],
    ['IPv4-translated', 'http://[::ffff:0:7f00:1]/cal.ics'],
    ['IPv4-compatible (deprecated)', 'http://[::127.0.0.1]/cal.ics'],
    ['NAT64 of a private v4', 'http://[64:ff9b::10.0.0.1]/cal.ics'],
    ['NAT64 of the metadata v4 in hex', 'http://[64:ff9b::a9fe:a9fe]/cal.ics'],
    ['local-use NAT64', 'http://[64:ff9b:1::8.8.8.8]/cal.ics'],
    ['6to4 of 10.0.0.1', 'http://[2002:a00:1::1]/cal.ics'],
    ['6to4 of 127.0.0.1', 'http://[2002:7f00:1::]/cal.ics'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/cal.ics'],
    ['unique-local fc00::/7', 'http://[fc00::1]/cal.ics'],
    ['unique-local fd00 (AWS IMDS v6)', 'http://[fd00:ec2::254]/cal.ics'],
    ['link-local fe80::/10', 'http://[fe80::1]/cal.ics'],
    ['IPv6 multicast', 'http://[ff02::1]/cal.ics'],
    ['IPv6 documentation', 'http://[2001:db8::1]/cal.ics'],
    ['IPv6 unspecified', 'http://[::]/cal.ics'],
    ['IPv4 unspecified', 'http://0.0.0.0/cal.ics'],
    ['0.0.0.0/8 short', 'http://0/cal.ics'],
    ['10/8', 'http://10.20.30.40/cal.ics'],
    ['carrier-grade NAT 100.64/10', 'http://100.64.0.1/cal.ics'],
    ['carrier-grade NAT top', 'http://100.127.255.254/cal.ics'],
    ['127/8 top', 'http://127.255.255.254/cal.ics'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['172.16/12 bottom', 'http://172.16.0.1/cal.ics'],
    ['172.16/12 top', 'http://172.31.255.255/cal.ics'],
    ['192.0.0/24', 'http://192.0.0.8/cal.ics'],
    ['TEST-NET-1', 'http://192.0.2.10/cal.ics'],
    ['192.168/16', 'http://192.168.1.1/cal.ics'],
    ['benchmarking 198.18/15', 'http://198.19.255.1/cal.ics'],
    ['TEST-NET-2', 'http://198.51.100.7/cal.ics'],
    ['TEST-NET-3', 'http://203.0.113.9/cal.ics'],
    ['multicast', 'http://224.0.0.251/cal.ics'],
    ['reserved 240/4', 'http://240.1.2.3/cal.ics'],
    ['broadcast', 'http://255.255.255.255/cal.ics'],
    ['https as well', 'https://[::1]:8443/cal.ics'],
  ])('%s: %s', async (_name, url) => {
    const result = await safeFetch(url, { allowPrivate: false, resolver: noDns });
    expect(result).toEqual({ ok: false, error: { code: 'address_not_allowed' } });
  });
});

describe('safeFetch refuses names that mean this machine or a metadata service', () => {
  it.each([
    'http://localhost/cal.ics',
    'http://LOCALHOST./cal.ics',
    'http://api.localhost/cal.ics',
    'http://metadata.google.internal/computeMetadata/v1/',
  ])('%s', async (url) => {
    const result = await safeFetch(url, { allowPrivate: false, resolver: noDns });
    expect(result).toEqual({ ok: false, error: { code: 'address_not_allowed' } });
  });
});

describe('safeFetch checks every address a name resolves to', () => {
  it.each([
    ['a private v4', ['10.0.0.5']],
    ['a mapped v6', ['::ffff:10.0.0.5']],
    ['a unique-local v6', ['fd12:3456::1']],
    ['one bad address among good ones', ['93.184.215.14', '2606:2800:21f:cb07::1', '127.0.0.1']],
    ['the metadata address', ['169.254.169.254']],
    ['a link-local v6 with a zone id', ['fe80::1%eth0']],
    ['something that is not an address', ['not-an-ip']],
  ])('a public-looking name resolving to %s is refused', async (_name, answers) => {
    const resolver = stubResolver(answers);
    const result = await safeFetch('https://calendar.example.com/feed.ics', {
      allowPrivate: false,
      resolver,
    });
    expect(result).toEqual({ ok: false, error: { code: 'address_not_allowed' } });
    expect(resolver.calls).toEqual(['calendar.example.com']);
  });

  it('a name that does not resolve is dns_failed', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(
      await safeFetch('https://nope.example/x.ics', { allowPrivate: false, resolver: failing }),
    ).toEqual({
      ok: false,
      error: { code: 'dns_failed' },
    });
    expect(
      await safeFetch('https://nope.example/x.ics', {
        allowPrivate: false,
        resolver: stubResolver([]),
      }),
    ).toEqual({
      ok: false,
      error: { code: 'dns_failed' },
    });
  });

  it('a resolver that never answers hits the deadline', async () => {
    const hanging: Resolver = () => new Promise(() => {});
    const result = await safeFetch('https://slow-dns.example/x.ics', {
      allowPrivate: false,
      resolver: hanging,
      timeoutMs: 50,
    });
    expect(result).toEqual({ ok: false, error: { code: 'timeout' } });
  });
});

describe('safeFetch accepts only plain http(s) URLs', () => {
  it.each([
    ['ftp://example.com/cal.ics', 'scheme_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://example.com/', 'scheme_not_allowed'],
    ['data:text/calendar,BEGIN:VCALENDAR', 'scheme_not_allowed'],
    ['webcal://user@example.com/cal.ics', 'credentials_in_url'], // webcal is https (README)
    ['https://user:secret@example.com/cal.ics', 'credentials_in_url'],
    ['https://user@example.com/cal.ics', 'credentials_in_url'],
    ['not a url', 'invalid_url'],
    ['https://exa mple.com/', 'invalid_url'],
    ['http://256.256.256.256/', 'invalid_url'],
    ['http://[fe80::1%25eth0]/cal.ics', 'invalid_url'], // WHATWG has no zone ids in URLs
  ])('%s → %s', async (url, code) => {
    expect(await safeFetch(url, { allowPrivate: false, resolver: noDns })).toEqual({
      ok: false,
      error: { code },
    });
  });
});

describe('a loopback canary never receives a request when private addresses are not allowed', () => {
  let canary: LoopbackServer;
  beforeAll(async () => {
    canary = await startLoopbackServer({
      '/cal.ics': (_req, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    });
  });
  afterAll(() => canary.close());

  it('refuses every way of pointing at it', async () => {
    const port = canary.port;
    const attempts: [string, Resolver][] = [
      [`http://127.0.0.1:${port}/cal.ics`, noDns],
      [`http://localhost:${port}/cal.ics`, noDns],
      [`http://2130706433:${port}/cal.ics`, noDns],
      [`http://0x7f.1:${port}/cal.ics`, noDns],
      [`http://0177.0.0.1:${port}/cal.ics`, noDns],
      [`http://[::ffff:127.0.0.1]:${port}/cal.ics`, noDns],
      [`http://0.0.0.0:${port}/cal.ics`, noDns],
      [`webcal://127.0.0.1:${port}/cal.ics`, noDns],
      [`http://rebind.example:${port}/cal.ics`, stubResolver(['127.0.0.1'])],
      [`http://rebind.example:${port}/cal.ics`, stubResolver(['::ffff:7f00:1'])],
      [`http://rebind.example:${port}/cal.ics`, stubResolver(['203.0.113.1', '127.0.0.1'])],
    ];
    for (const [url, resolver] of attempts) {
      const result = await safeFetch(url, { allowPrivate: false, resolver });
      expect(result, url).toEqual({ ok: false, error: { code: 'address_not_allowed' } });
    }
    expect(canary.hits).toHaveLength(0);
  });

  it('the same canary is reachable with allowPrivate, so the refusals above are real', async () => {
    const result = await safeFetch(`${canary.origin}/cal.ics`, {
      allowPrivate: true,
      resolver: noDns,
    });
    expect(result.ok).toBe(true);
    expect(canary.hits).toHaveLength(1);
  });
});

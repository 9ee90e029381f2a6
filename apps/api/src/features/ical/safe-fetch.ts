import { promises as dns } from 'node:dns';
import type { ResolvedAddress, SafeFetchSeams } from '../../fetch-seams';
import { checkUrl } from './check-url';
import type { CheckedUrl } from './check-url';
import { httpGetOnce, type Validators } from './http-get';
import { classifyAddress, isAllowedClass } from './ip-ranges';

type SafeFetchErrorCode =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'credentials_in_url'
  | 'address_not_allowed'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'not_calendar'
  | 'network';

/** A stable code for the host's message; never the body, an address or a socket error. */
type SafeFetchError =
  { code: Exclude<SafeFetchErrorCode, 'http_status'> } | { code: 'http_status'; status: number };

type Failure = { ok: false; error: SafeFetchError };

/**
 * A body, with the validators its answer carried (ETag, Last-Modified); or, when the fetch sent
 * the last answer's validators and the server answered 304, `notModified` and no body.
 */
type SafeFetchResult =
  | ({ ok: true; notModified?: false; body: string; finalUrl: string } & Validators)
  | { ok: true; notModified: true; finalUrl: string }
  | Failure;

/** The test seams (`resolver`, `testPublicAddresses`) are fetch-seams.ts's. */
type SafeFetchOptions = SafeFetchSeams & {
  /** ICAL_ALLOW_PRIVATE: lets tests fetch from a loopback server. Never on in production. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The validators of the last answer: sent as If-None-Match / If-Modified-Since. */
  conditional?: Validators;
};

type Settings = Required<Omit<SafeFetchOptions, 'timeoutMs' | 'conditional'>> & {
  signal: AbortSignal;
  conditional?: Validators;
};

// `verbatim` keeps the resolver's order; `all` so that every address is checked, not just one.
function defaultResolver(host: string): Promise<readonly ResolvedAddress[]> {
  return dns.lookup(host, { all: true, verbatim: true });
}

/*
 * The system resolver's answers, kept 30 s: thousands of feeds of one host (Airbnb's) would
 * otherwise each wait for a lookup in libuv's four threads. Every address is still checked on
 * every fetch, and the socket still connects only to a checked one.
 */
const DNS_TTL_MS = 30_000;
const DNS_ENTRIES = 1_000;
const dnsCache = new Map<string, { until: number; answer: Promise<readonly ResolvedAddress[]> }>();

function cachedResolver(host: string): Promise<readonly ResolvedAddress[]> {
  const now = Date.now();
  const hit = dnsCache.get(host);
  if (hit && hit.until > now) return hit.answer;
  const answer = defaultResolver(host);
  dnsCache.delete(host);
  if (dnsCache.size >= DNS_ENTRIES) dnsCache.delete(dnsCache.keys().next().value as string);
  dnsCache.set(host, { until: now + DNS_TTL_MS, answer });
  // A failed lookup is not kept: the next fetch asks again.
  answer.catch(() => dnsCache.delete(host));
  return answer;
}

function fail(code: Exclude<SafeFetchErrorCode, 'http_status'>): Failure {
  return { ok: false, error: { code } };
}

/**
 * GETs an iCal feed an untrusted host typed in, refusing anything that could reach our own
 * network: see README.md for the rules. Resolves every hop itself, checks every address and
 * connects only to a checked one; one deadline covers DNS, connect, headers and body of all hops.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000);
  try {
    return await followRedirects(url, {
      allowPrivate: options.allowPrivate,
      resolver: options.resolver ?? cachedResolver,
      testPublicAddresses: options.testPublicAddresses ?? [],
      maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
      maxRedirects: options.maxRedirects ?? 3,
      signal: controller.signal,
      conditional: options.conditional,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(start: string, settings: Settings): Promise<SafeFetchResult> {
  let next: string | URL = start;
  for (let redirects = 0; ; redirects += 1) {
    const checked = checkUrl(next, settings.allowPrivate);
    if (!checked.ok) return fail(checked.error);
    const resolved = await resolveChecked(checked.value, settings);
    if (!resolved.ok) return resolved;
    const hop = await httpGetOnce({
      ...checked.value,
      addresses: resolved.addresses,
      signal: settings.signal,
      maxBytes: settings.maxBytes,
      conditional: settings.conditional,
    });
    switch (hop.kind) {
      case 'failed':
        return fail(hop.error);
      case 'status':
        return { ok: false, error: { code: 'http_status', status: hop.status } };
      case 'redirect':
        if (hop.location === null)
          return { ok: false, error: { code: 'http_status', status: hop.status } };
        if (redirects >= settings.maxRedirects) return fail('too_many_redirects');
        try {
          next = new URL(hop.location, checked.value.url);
        } catch {
          return fail('invalid_url');
        }
        break;
      case 'not_modified':
        return { ok: true, notModified: true, finalUrl: checked.value.url.href };
      case 'body':
        return withValidators(acceptCalendar(hop.body, checked.value.url.href), hop);
    }
  }
}

/** The addresses to connect to, after checking every address the name resolves to. */
async function resolveChecked(
  target: CheckedUrl,
  settings: Settings,
): Promise<{ ok: true; addresses: string[] } | Failure> {
  // An IP literal was classified by checkUrl; there is nothing to resolve.
  if (target.literal !== null) return { ok: true, addresses: [target.literal] };
  if (settings.signal.aborted) return fail('timeout');
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await untilAborted(settings.resolver(target.host), settings.signal);
  } catch {
    return fail(settings.signal.aborted ? 'timeout' : 'dns_failed');
  }
  if (addresses.length === 0) return fail('dns_failed');
  // One bad address refuses the whole name: a round-robin record mixing public and private
  // addresses is exactly how a rebinding attack would hide.
  for (const { address } of addresses) {
    if (settings.testPublicAddresses.includes(address)) continue;
    const kind = classifyAddress(address);
    if (kind === null || !isAllowedClass(kind, settings.allowPrivate))
      return fail('address_not_allowed');
  }
  return { ok: true, addresses: addresses.map(({ address }) => address) };
}

/** An accepted body keeps its answer's ETag and Last-Modified for the next, conditional fetch. */
function withValidators(result: SafeFetchResult, hop: Validators): SafeFetchResult {
  if (!result.ok || result.notModified) return result;
  return { ...result, etag: hop.etag, lastModified: hop.lastModified };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A calendar is a body that starts with `BEGIN:VCALENDAR`, whatever its content type (feeds come
 * as text/calendar, text/plain, octet-stream, even text/html). Anything else, an empty 200 too,
 * is `not_calendar`, a failure: read as "no events" it would clear every block.
 */
function acceptCalendar(body: Buffer, finalUrl: string): SafeFetchResult {
  const text = new TextDecoder('utf-8').decode(body); // strips a BOM; invalid bytes become U+FFFD
  if (!/^BEGIN:VCALENDAR/i.test(text.trimStart())) return fail('not_calendar');
  return { ok: true, body: text, finalUrl };
}

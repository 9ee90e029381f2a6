import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { keepAliveAgent } from './keep-alive';

type HopResult =
  | { kind: 'redirect'; status: number; location: string | null }
  | { kind: 'status'; status: number }
  | ({ kind: 'body'; status: number; contentType: string; body: Buffer } & Validators)
  | { kind: 'not_modified' }
  | { kind: 'failed'; error: 'too_large' | 'timeout' | 'network' };

/** What a feed's answer said about its version, sent back on the next fetch (conditional GET). */
export type Validators = { etag?: string; lastModified?: string };

type HopRequest = {
  url: URL;
  /** The URL's host, bracket-free: used for TLS (SNI, certificate) and the Host header. */
  host: string;
  /** The addresses that passed the guard; the socket connects to one of them and nowhere else. */
  addresses: readonly string[];
  signal: AbortSignal;
  maxBytes: number;
  /** The last answer's validators: a 304 then comes back as `not_modified`. */
  conditional?: Validators;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A resolver that answers with the already-checked addresses whatever it is asked. Node calls it
 * instead of DNS, so a second resolution (DNS rebinding between check and connect) cannot
 * happen. Node 20 asks with `all: true` when happy-eyeballs is on (it then tries each address,
 * all of them checked), and for a single address otherwise, hence both shapes.
 */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = addresses
      .map((address) => ({ address, family: isIP(address) }))
      .filter((entry) => !options.family || entry.family === options.family);
    const first = wanted[0];
    if (!first) {
      callback(
        Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }),
        '',
      );
    } else if (options.all) callback(null, wanted);
    else callback(null, first.address, first.family);
  };
}

/**
 * One GET, no redirect following, body streamed under a byte cap. Never rejects. The connection
 * is kept alive for the next fetch of the same origin and checked addresses (keep-alive.ts); if
 * a reused connection turns out closed by the server before any answer, the GET is sent once
 * more on a fresh one.
 */
export async function httpGetOnce(req: HopRequest): Promise<HopResult> {
  const pooled = await getOn(req, keepAliveAgent(req.url, req.host, req.addresses));
  return pooled === 'stale' ? ((await getOn(req, false)) as HopResult) : pooled;
}

function requestHeaders(url: URL, conditional: Validators | undefined): http.OutgoingHttpHeaders {
  return {
    host: url.host,
    'user-agent': 'GazdaCalendarSync/1.0',
    accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
    // No compression: a gzip bomb would defeat the byte cap.
    'accept-encoding': 'identity',
    ...(conditional?.etag ? { 'if-none-match': conditional.etag } : {}),
    ...(conditional?.lastModified ? { 'if-modified-since': conditional.lastModified } : {}),
  };
}

const isConditional = (v: Validators | undefined) => Boolean(v?.etag || v?.lastModified);

function validatorsOf(res: http.IncomingMessage): Validators {
  const etag = res.headers.etag;
  const lastModified = res.headers['last-modified'];
  // Only what fits a header line; a longer value is not sent back.
  return {
    ...(etag && etag.length <= 256 ? { etag } : {}),
    ...(lastModified && lastModified.length <= 64 ? { lastModified } : {}),
  };
}

function getOn(req: HopRequest, agent: http.Agent | false): Promise<HopResult | 'stale'> {
  const { url, host, addresses, signal, maxBytes } = req;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: HopResult | 'stale') => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    // The socket's own error text (addresses, errno) is deliberately dropped: the host sees a code.
    const failed = () => finish({ kind: 'failed', error: signal.aborted ? 'timeout' : 'network' });
    let answered = false;

    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      // An IP literal (already checked and normalised) is connected to directly, without lookup.
      hostname: isIP(host) ? addresses[0] : host,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: requestHeaders(url, req.conditional),
      // Pooled per origin and checked addresses: a reused socket points at one of `addresses`.
      agent,
      lookup: pinnedLookup(addresses),
      servername: isIP(host) ? undefined : host,
      signal,
    });
    request.on('error', () => {
      // A kept-alive connection the server had closed meanwhile: not the feed's fault.
      if (request.reusedSocket && !answered && !signal.aborted) finish('stale');
      else failed();
    });
    request.on('response', (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      if (status === 304 && isConditional(req.conditional)) {
        res.resume();
        finish({ kind: 'not_modified' });
        return;
      }
      if (REDIRECTS.has(status) || status < 200 || status > 299) {
        res.resume();
        request.destroy();
        const location = res.headers.location ?? null;
        finish(
          REDIRECTS.has(status)
            ? { kind: 'redirect', status, location }
            : { kind: 'status', status },
        );
        return;
      }
      const tooLarge = () => {
        finish({ kind: 'failed', error: 'too_large' });
        request.destroy();
      };
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return tooLarge();
        chunks.push(chunk);
      });
      res.on('end', () => {
        const contentType = res.headers['content-type'] ?? '';
        finish({
          kind: 'body',
          status,
          contentType,
          body: Buffer.concat(chunks),
          ...validatorsOf(res),
        });
      });
      res.on('error', failed);
      res.on('close', failed); // after 'end' this is a no-op; before it, the body was cut short
    });
    request.end();
  });
}

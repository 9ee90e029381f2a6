import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

export type HopResult =
  | { kind: 'redirect'; status: number; location: string | null }
  | { kind: 'status'; status: number }
  | { kind: 'body'; status: number; contentType: string; body: Buffer }
  | { kind: 'failed'; error: 'too_large' | 'timeout' | 'network' };

export type HopRequest = {
  url: URL;
  /** The URL's host, bracket-free: used for TLS (SNI, certificate) and the Host header. */
  host: string;
  /** The addresses that passed the guard; the socket connects to one of them and nowhere else. */
  addresses: readonly string[];
  signal: AbortSignal;
  maxBytes: number;
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

/** One GET, no redirect following, body streamed under a byte cap. Never rejects. */
export function httpGetOnce(req: HopRequest): Promise<HopResult> {
  const { url, host, addresses, signal, maxBytes } = req;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: HopResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    // The socket's own error text (addresses, errno) is deliberately dropped: the host sees a code.
    const failed = () => finish({ kind: 'failed', error: signal.aborted ? 'timeout' : 'network' });

    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      // An IP literal (already checked and normalised) is connected to directly, without lookup.
      hostname: isIP(host) ? addresses[0] : host,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        host: url.host,
        'user-agent': 'GazdaCalendarSync/1.0',
        accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
        // No compression: a gzip bomb would defeat the byte cap.
        'accept-encoding': 'identity',
      },
      // A pooled keep-alive socket could point elsewhere; every hop gets a fresh connection.
      agent: false,
      lookup: pinnedLookup(addresses),
      servername: isIP(host) ? undefined : host,
      signal,
    });
    request.on('error', failed);
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
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
        finish({ kind: 'body', status, contentType, body: Buffer.concat(chunks) });
      });
      res.on('error', failed);
      res.on('close', failed); // after 'end' this is a no-op; before it, the body was cut short
    });
    request.end();
  });
}

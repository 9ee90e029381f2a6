import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export type LoopbackServer = {
  origin: string;
  port: number;
  /** Every request that reached the socket, for canary assertions. */
  hits: { url: string; host: string | undefined }[];
  /** Connections and requests counted as they come and go (keep-alive, concurrency limits). */
  counts: Counts;
  close: () => Promise<void>;
};

export type Counts = {
  /** TCP connections accepted. */
  connections: number;
  /** Requests being answered right now, and the most there were at once. */
  inFlight: number;
  maxInFlight: number;
  /** Requests that sent If-None-Match or If-Modified-Since. */
  conditional: number;
};

/** A real HTTP server on 127.0.0.1 and an ephemeral port: no external network in any test. */
export async function startLoopbackServer(
  routes: Record<string, Handler> = {},
): Promise<LoopbackServer> {
  const hits: LoopbackServer['hits'] = [];
  const counts: Counts = { connections: 0, inFlight: 0, maxInFlight: 0, conditional: 0 };
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', host: req.headers.host });
    counts.inFlight += 1;
    counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
    res.once('close', () => (counts.inFlight -= 1));
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) counts.conditional += 1;
    const handler = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', () => (counts.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendCalendar(body: string, contentType = 'text/calendar; charset=utf-8'): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': contentType }).end(body);
  };
}

export function redirectTo(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { location }).end();
  };
}

/** A feed version as a server with validators sends it: ETag and Last-Modified, 304 to a match. */
export type Versioned = { body: string; etag?: string; lastModified?: string };

/** Answers `current()` with its validators, or 304 when the request names them (after `delayMs`). */
export function sendVersioned(current: () => Versioned, delayMs = 0): Handler {
  return (req, res) => {
    const answer = () => {
      const { body, etag, lastModified } = current();
      const headers = {
        ...(etag ? { etag } : {}),
        ...(lastModified ? { 'last-modified': lastModified } : {}),
      };
      const matches =
        (etag !== undefined && req.headers['if-none-match'] === etag) ||
        (etag === undefined &&
          lastModified !== undefined &&
          req.headers['if-modified-since'] === lastModified);
      if (matches) return res.writeHead(304, headers).end();
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...headers }).end(body);
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export type LoopbackServer = {
  origin: string;
  port: number;
  /** Every request that reached the socket, for canary assertions. */
  hits: { url: string; host: string | undefined }[];
  close: () => Promise<void>;
};

/** A real HTTP server on 127.0.0.1 and an ephemeral port: no external network in any test. */
export async function startLoopbackServer(
  routes: Record<string, Handler> = {},
): Promise<LoopbackServer> {
  const hits: LoopbackServer['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', host: req.headers.host });
    const handler = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
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

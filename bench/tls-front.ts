import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from './support';

/*
 * What a browser talks to in production (docs/deploy.md): a reverse proxy that ends TLS and speaks
 * HTTP/2 to it (nginx `listen 443 ssl http2`), and HTTP/1.1 with keep-alive to the server process.
 * The Lighthouse section loads the pages through this stand-in, so that its figures are those of
 * the panel as deployed: on HTTP/1.1 a phone opens at most six connections to the origin and each
 * file waits for a free one, on HTTP/2 all go over one. Node's own http2 module, no dependency; the
 * certificate is a self-signed one for 127.0.0.1 made with openssl (the browser is started with
 * --ignore-certificate-errors). WebSocket upgrades (Socket.IO) are passed through on HTTP/1.1, as
 * nginx's `proxy_set_header Upgrade` does.
 */

export type TlsFront = { url: string; close: () => Promise<void> };

/** Headers that belong to one hop (RFC 9110 §7.6.1) or to HTTP/2 itself: not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

/** A self-signed certificate for 127.0.0.1, made once per checkout in .tmp/bench-tls/. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = resolve(repoRoot, '.tmp/bench-tls');
  const key = resolve(dir, 'key.pem');
  const cert = resolve(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    // One year; only this machine's bench browser ever sees it.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) on `port`, forwarding to `target`. */
export async function startTlsFront(port: number, target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const headers = { ...forwardable(req.headers), host: upstream.host };
    const forwarded = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  // A WebSocket handshake arrives on an HTTP/1.1 connection: passed through as raw bytes.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const to = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        lines.push(
          `${name}: ${name.toLowerCase() === 'host' ? upstream.host : req.rawHeaders[i + 1]}`,
        );
      }
      to.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) to.write(head);
      to.pipe(socket).pipe(to);
    });
    const drop = () => {
      to.destroy();
      socket.destroy();
    };
    to.on('error', drop);
    socket.on('error', drop);
  });
  // Browsers keep connections open; close() ends them instead of waiting for them.
  const connections = new Set<net.Socket>();
  server.on('secureConnection', (socket: net.Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        for (const socket of connections) socket.destroy();
        agent.destroy();
      }),
  };
}

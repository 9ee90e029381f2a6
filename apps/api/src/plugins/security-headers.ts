import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The CSP the panel runs under: Mantine injects styles; YouTube embeds only from the no-cookie host.
 * `connect-src 'self'` covers the same-origin Socket.IO websocket (CSP Level 3 matches ws:/wss: of
 * the page's own host to 'self'); no other host's websocket is allowed. No <base> at all.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The support chat (SUPPORT_CHAT_SCRIPT_URL) loads its script and talks to its own origin: that
 * origin, and only it, is allowed when the chat is configured; with no chat the CSP is unchanged.
 */
function withSupportChat(
  directives: Record<string, string[]>,
  scriptUrl: string | null,
): Record<string, string[]> {
  if (!scriptUrl) return directives;
  const origin = new URL(scriptUrl).origin;
  const add = ['script-src', 'style-src', 'connect-src', 'frame-src'];
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name,
      add.includes(name) ? [...values, origin] : values,
    ]),
  );
}

type HelmetOptions = NonNullable<Parameters<typeof helmet>[1]>;

/**
 * The headers Helmet writes for `options`, read once from a throw-away instance: @fastify/helmet
 * rebuilds its middleware (and re-parses the CSP) on every request, about a twentieth of a small
 * request's time, for headers that never change here (no nonces, no per-route options).
 */
async function helmetHeaders(options: HelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, string][] = [];
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('Helmet wrote no Content-Security-Policy');
  return headers;
}

/**
 * Helmet's headers with our CSP; HSTS only on https (on plain http it would be ignored or, behind
 * a misconfigured proxy, lock a browser out). Every /api answer carries personal data: no-store.
 * The headers go on the raw response first thing, as Helmet's own hook put them, so that every
 * answer (errors, the panel's files, pictures) carries them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  supportChatScriptUrl: string | null = null,
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withSupportChat(contentSecurityPolicy, supportChatScriptUrl),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/') || request.url === '/api')
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

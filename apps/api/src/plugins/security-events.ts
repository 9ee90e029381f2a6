import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Routes whose 200 answer opens a session (the body is `{ token, user }`). */
const LOGIN_ROUTES = new Set(['/api/login', '/api/sociallogin/:provider']);

/**
 * Routes whose 204 ends logins (docs/security.md G13), and the event each writes: one of the
 * user's own, all of the user's but the current one, all of a user's by an operator.
 */
const SESSION_END_EVENTS: Record<string, string> = {
  '/api/user-settings/sessions/:id': 'auth.session_ended',
  '/api/user-settings/sessions/logout-others': 'auth.other_sessions_ended',
  '/api/admin/users/:id/logout': 'auth.user_sessions_ended',
};

/** The user a login answer names, read from the serialized body (nothing else of it is kept). */
const loggedIn = new WeakMap<FastifyRequest, number>();

function userIdOf(payload: unknown): number | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const id = (JSON.parse(payload) as { user?: { id?: unknown } }).user?.id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Security events as their own log lines (ASVS 16.2.1, 16.3.1–16.3.3; docs/security.md G18), each
 * with `event`, the route, the client `ip` and, once known, `userId` (from the request logger):
 * `auth.login`, `auth.login_failed` (a refused login), `auth.throttled` (any 429),
 * `authz.denied` (401 and 403) and the ended logins of SESSION_END_EVENTS. A wrong password
 * asked again is `auth.password_again_failed`, written by throttle/password-guesses.ts with the user's
 * id and the IP (a 422 here cannot tell a wrong password from another field). Never an e-mail
 * address, a password or a token: bodies and headers are not read, only the status and the
 * route's pattern (no secrets of the URL; its ids only for an ended login: which session, whose).
 */
export function registerSecurityEvents(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (reply.statusCode === 200 && route && LOGIN_ROUTES.has(route)) {
      const userId = userIdOf(payload);
      if (userId !== undefined) loggedIn.set(request, userId);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => securityEvent(request, reply));
}

function securityEvent(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/')) return;
  const status = reply.statusCode;
  const fields = { route, method: request.method, status, ip: request.ip };
  if (LOGIN_ROUTES.has(route) && status === 200) {
    request.log.info(
      { event: 'auth.login', ...fields, userId: loggedIn.get(request) },
      'auth.login',
    );
  } else if (LOGIN_ROUTES.has(route) && status >= 400 && status < 500 && status !== 429) {
    request.log.warn({ event: 'auth.login_failed', ...fields }, 'auth.login_failed');
  }
  const ended = SESSION_END_EVENTS[route];
  if (ended && status === 204) {
    const raw = (request.params as { id?: string }).id;
    const id = raw === undefined ? undefined : Number(raw);
    const target = route.startsWith('/api/admin/') ? { targetUserId: id } : { sessionId: id };
    request.log.info({ event: ended, ...fields, ...target }, ended);
  }
  if (status === 429) request.log.warn({ event: 'auth.throttled', ...fields }, 'auth.throttled');
  // A 401 without any credentials is the panel asking "who am I?": worth a line, not a warning.
  if (status === 401 || status === 403) {
    const level = status === 401 && !request.headers.authorization ? 'info' : 'warn';
    request.log[level]({ event: 'authz.denied', ...fields }, 'authz.denied');
  }
}

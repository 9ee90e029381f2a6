import { toLocale, type Locale } from '@gazda/i18n/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { forbidden, unauthenticated } from '../errors';
import { authenticate, type Authenticated } from '../features/auth/session-service';
import { registerSecurityEvents } from './security-events';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the App-Language header; sr when missing or unknown. */
    locale: Locale;
    /** The user behind a valid bearer token, else null. */
    user: UserRow | null;
    accessTokenId: number | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Root hooks that every route sees: the request's language, the user resolved from
 * `Authorization: Bearer <token>` (a hash lookup) and the security events (security-events.ts).
 * A bad token is treated as no token here; routes that need a user refuse with 401 through
 * `requireUser`.
 */
export function registerRequestContext(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('locale', 'sr');
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = toLocale(request.headers['app-language']);
    if (!request.url.startsWith('/api/')) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const auth = await authenticate(deps, token);
    if (auth) {
      request.user = auth.user;
      request.accessTokenId = auth.tokenId;
      // Every later line of this request, "request completed" included, names the user (by id
      // only: never the e-mail). Fastify gives the reply its own reference to the logger.
      const log = request.log.child({ userId: auth.user.id });
      request.log = log;
      reply.log = log;
    }
  });
  registerSecurityEvents(app);
}

/** An onRequest hook for protected routes: 401 `Unauthenticated.` before anything else runs. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** An onRequest hook for operator routes: 401 without a login, 403 without the role Admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!request.user.roles.includes('Admin')) throw forbidden();
}

/** The authenticated user of a protected route. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.user || request.accessTokenId === null) throw unauthenticated();
  return { user: request.user, tokenId: request.accessTokenId };
}

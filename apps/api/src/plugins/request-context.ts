import { toLocale, type Locale } from '@gazda/i18n/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { forbidden, unauthenticated } from '../errors';
import {
  authenticate,
  type AlongsideRead,
  type Authenticated,
} from '../features/auth/session-service';
import { registerSecurityEvents } from './security-events';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the App-Language header; sr when missing or unknown. */
    locale: Locale;
    /** The user behind a valid bearer token, else null. */
    user: UserRow | null;
    accessTokenId: number | null;
    /** What the route's `readAlongsideAuth` read in the token's statement, else undefined. */
    alongsideAuth: unknown;
  }
  interface FastifyContextConfig {
    /**
     * A read the route needs on every call (e.g. a version of what it keeps), made by the same
     * statement as the bearer token: one round trip instead of two. Built from the path only; its
     * value is given to the route only once the token is accepted.
     */
    readAlongsideAuth?: (request: FastifyRequest) => AlongsideRead;
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
  app.decorateRequest('alongsideAuth', undefined);
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale(request.headers['app-language']);
    if (!request.url.startsWith('/api/')) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const alongside = request.routeOptions.config.readAlongsideAuth?.(request);
    const auth = await authenticate(deps, token, alongside);
    if (auth) {
      request.user = auth.user;
      request.accessTokenId = auth.tokenId;
      request.alongsideAuth = auth.also;
      // Every later line of this request, "request completed" included, names the user (by id
      // only: never the e-mail). The request's logger is a pino child Fastify made for this
      // request alone (app.ts always gives it a logger instance), shared with the reply: adding
      // the binding to it costs a fifth of a child of it, on every authenticated request.
      (request.log as unknown as Logger).setBindings({ userId: auth.user.id });
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

import { toLocale, type Locale } from '@gazda/i18n/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { UserRow } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
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
}

/** The logged-in user of a request and the login token it came with. */
export type Authenticated = { user: UserRow; tokenId: number };

/**
 * Finds the login behind a bearer token, or null (auth/session-service.ts `authenticate`, given
 * by app.ts: plugins never import a feature). `also` is what the route asked to read alongside.
 */
export type FindLogin = (
  token: string,
  request: FastifyRequest,
) => Promise<(Authenticated & { also: unknown }) | null>;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Root hooks that every route sees: the request's language, the user resolved from
 * `Authorization: Bearer <token>` (a hash lookup) and the security events (security-events.ts).
 * A bad token is treated as no token here; routes that need a user refuse with 401 through
 * `requireUser`.
 */
export function registerRequestContext(app: FastifyInstance, findLogin: FindLogin): void {
  app.decorateRequest('locale', 'sr');
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.decorateRequest('alongsideAuth', undefined);
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale(request.headers['app-language']);
    if (!request.url.startsWith('/api/')) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const auth = await findLogin(token, request);
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

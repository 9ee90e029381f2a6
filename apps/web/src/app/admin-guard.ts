import { isAdmin } from '@gazda/contracts/roles';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../lib/api-client';
import { requireAuth } from './guards';

/*
 * The operator's routes (/tv…, /admin…): only the role Admin (docs/rules/product.md §6). Everybody
 * else sees the not-found page at the same address, as for a route that does not exist; the server
 * refuses their calls with 403 anyway.
 */
export type AdminGuardData = { admin: boolean };

export async function adminGuard(args: LoaderFunctionArgs): Promise<AdminGuardData> {
  requireAuth(args);
  // Loaded here, not at the top: the router (and so /login) does not carry the auth feature.
  const { getMe } = await import('../features/auth/api/get-me');
  try {
    return { admin: isAdmin(await getMe()) };
  } catch (error) {
    // 401: the session is ending and the panel is on its way to /login.
    if (error instanceof ApiError && error.status === 401) return { admin: false };
    throw error;
  }
}

/** Roles do not change while moving between operator screens: no new `me` per navigation. */
export const adminGuardRevalidate = () => false;

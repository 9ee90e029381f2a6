import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor, routePath } from '../lib/route-names';
import { getToken } from '../lib/session';

/*
 * Guards run as route loaders, before any screen code loads (docs/rules/product.md §2 "Guards and
 * layout"). They look only at the token: whether it is still valid is the server's answer (401 →
 * logout).
 */

/** A protected route opened without a token goes to /login?redirect=<path> (apple_token carried). */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  throw redirect(loginPathFor(new URL(request.url)));
}

/** A person holding a token who opens login, register or reset-password is sent to `/`. */
export function guestOnly() {
  if (getToken()) throw redirect(routePath('Dashboard'));
  return null;
}

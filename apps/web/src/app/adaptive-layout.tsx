import { getToken } from '../lib/session';
import { AuthLayout } from './auth-layout';
import { PanelLayout } from './panel-layout';

/**
 * /listings/create works logged out (docs/rules/product.md §2): in the bare layout of the account
 * screens without a token, in the panel shell with one.
 */
export function AdaptiveLayout() {
  return getToken() ? <PanelLayout /> : <AuthLayout />;
}

import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { loginPathFor, routePath } from '../lib/route-names';
import { onSessionEnd } from '../lib/session';
import { createRouteTree } from './routes';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Wires a router to the session: a logout goes to /logout-redirect, an expired token (any 401) to
 * /login with the way back; cached server data is dropped once the panel has been left.
 */
function followSession(router: AppRouter, queryClient: QueryClient): () => void {
  return onSessionEnd((reason) => {
    const { pathname, search, hash } = router.state.location;
    const here = new URL(`${pathname}${search}${hash}`, window.location.origin);
    const to = reason === 'logout' ? routePath('logout-redirect') : loginPathFor(here);
    void router.navigate(to, { replace: true }).then(() => queryClient.clear());
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRouteTree(queryClient));
  followSession(router, queryClient);
  return router;
}

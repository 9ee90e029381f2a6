import type { RouteObject } from 'react-router';
import { loadMessages } from '../lib/i18n';
import { routes } from '../lib/route-names';

/**
 * A route's code together with the messages it needs (packages/i18n/src/load.ts): the account
 * screens need only their own (loaded before anything else); the panel's and the public site's
 * shells and the most visited pages (MOST_VISITED) wait for the `visited` part; every other screen
 * for all messages (withAllMessages below).
 */
export function withMessages<T>(part: 'visited' | 'all', load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(part)]).then(([route]) => route);
}

/** The pages inside those shells that need only the `visited` messages (issue #9's pages). */
const MOST_VISITED = new Set<string>([
  routes.Dashboard,
  routes['listing.calendar'],
  routes['ads.show'],
]);

/** A shell's screens: each but the most visited waits for all messages besides its code. */
export function withAllMessages(children: RouteObject[]): RouteObject[] {
  return children.map((route) =>
    typeof route.lazy !== 'function' || (route.path && MOST_VISITED.has(route.path))
      ? route
      : { ...route, lazy: withMessages('all', route.lazy) },
  );
}

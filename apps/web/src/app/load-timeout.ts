import type { RouteObject } from 'react-router';

/*
 * docs/rules/product.md §8: loading a screen part that has not arrived after 120 seconds is a
 * failure. The lazy import is then refused with LoadTimeoutError, so the route's error screen
 * offers a retry instead of a screen that stays blank forever (a stalled connection never rejects
 * by itself).
 */
const LOAD_TIMEOUT_MS = 120_000;

export class LoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`A part of the panel did not load within ${ms / 1000} seconds`);
    this.name = 'LoadTimeoutError';
  }
}

/**
 * `load` refused with LoadTimeoutError after `ms`. What arrives is handed over in a task of its
 * own: a screen's code is evaluated in the task that received it, and the router renders the
 * screen where its `lazy` resolves, so the two would otherwise be one long task (issue #9).
 */
function withLoadTimeout<T>(load: () => Promise<T>, ms = LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          setTimeout(() => resolve(value), 0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Every `lazy` of a route tree, wrapped with the timeout. */
export function withLoadTimeouts(routes: RouteObject[], ms = LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const lazy = typeof route.lazy === 'function' ? withLoadTimeout(route.lazy, ms) : route.lazy;
    const children = route.children ? withLoadTimeouts(route.children, ms) : undefined;
    return { ...route, lazy, children } as RouteObject;
  });
}

/** A lazily loaded part that could not be fetched: timed out, or the chunk request failed. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof LoadTimeoutError) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { LoadTimeoutError, withLoadTimeouts } from './load-timeout';
import { RouteError } from './route-error';

// load-timeout.ts's LOAD_TIMEOUT_MS, said again: changing it changes this test.
const LOAD_TIMEOUT_MS = 120_000;

type Part = { handle: string };

/** The `lazy` that withLoadTimeouts makes of a child route whose own `lazy` is `load`. */
function wrappedLazy(load: () => Promise<Part>, ms?: number): () => Promise<unknown> {
  const [root] = withLoadTimeouts([{ path: '/', children: [{ index: true, lazy: load }] }], ms);
  const lazy = root?.children?.[0]?.lazy;
  if (typeof lazy !== 'function') throw new Error('withLoadTimeouts left no lazy function');
  return lazy;
}

describe('lazy screen parts time out after 120 s (docs/rules/product.md §8)', () => {
  beforeEach(() => setLocale('en'));
  afterEach(() => vi.useRealTimers());

  it('a load that never answers is refused after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const load = wrappedLazy(() => new Promise<never>(() => {}));
    const result = load().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(LoadTimeoutError);
    expect(LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a load that answers in time passes its value through', async () => {
    const part = { handle: 'screen' };
    await expect(wrappedLazy(() => Promise.resolve(part), 1000)()).resolves.toBe(part);
  });

  it('hands what arrived over in a task of its own, not in the task that evaluated it', async () => {
    vi.useFakeTimers();
    const part = { handle: 'screen' };
    const load = wrappedLazy(() => Promise.resolve(part));
    let handed: unknown = null;
    void load().then((value) => (handed = value));
    // Every microtask of the task that received the code has run: not yet handed over.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(handed).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(handed).toBe(part);
  });

  it('a stalled screen shows the friendly retry screen instead of a blank page', async () => {
    const routes = withLoadTimeouts(
      [
        {
          path: '/',
          ErrorBoundary: RouteError,
          children: [{ index: true, lazy: () => new Promise<never>(() => {}) }],
        },
      ],
      50,
    );
    await act(async () => {
      renderRoutes(routes, '/');
    });
    expect(await screen.findByRole('heading', { name: 'This is taking too long' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a part that failed to arrive says so (not that it takes long), with the same retry', async () => {
    const routes = withLoadTimeouts([
      {
        path: '/',
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
          },
        ],
      },
    ]);
    await act(async () => {
      renderRoutes(routes, '/');
    });
    expect(
      await screen.findByRole('heading', { name: 'The page did not load completely' }),
    ).toBeTruthy();
    expect(screen.getByText(/A part of the page did not load/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarWindow } from '../features/calendar/utils/calendar-window';
import { setLocale } from '../lib/i18n';
import { apiRequest } from '../lib/api-client';
import { endSession, setToken } from '../lib/session';
import { demoUser, jsonResponse } from '../test/render';
import { createQueryClient } from './query-client';
import { startEarlyRequests } from './early-requests';
import { createRouteTree } from './routes';

/*
 * The early script (early-requests.ts) copies what the route loaders ask for; these tests run the
 * real loaders of every route and fail when the two disagree (issue #9).
 */

type Sent = string;

/** A fetch that answers like the server and records each request as "url lang token". */
function recordingFetch(user: object) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const headers = new Headers(init?.headers);
    expect(init?.method ?? 'GET').toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    sent.push(`${String(input)} ${headers.get('App-Language')} ${headers.get('Authorization')}`);
    return String(input) === '/api/me'
      ? jsonResponse(200, { data: user })
      : jsonResponse(404, { message: 'Not found' }); // a 4xx: no retry after the test
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

/** Every route's full path, `:params` filled in (an id is a number) and optional ones left out. */
function samplePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    // A child's path may repeat its parent's (`/user-settings/account` under `/user-settings`).
    const own = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const path = route.path === undefined ? parent : own.replace(/\/+/g, '/');
    const sample = path
      .split('/')
      .filter((s) => !s.endsWith('?'))
      .map((s) => (s === ':id' ? '7' : s === '*' ? 'nothing' : s.startsWith(':') ? 'x' : s))
      .join('/');
    const here = route.path === undefined && !route.index ? [] : [sample || '/'];
    return [...here, ...samplePaths(route.children ?? [], path)];
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Calls the loaders matching `path` as the router does: all at once, none awaited by another. */
function runLoaders(path: string, queryClient: QueryClient): void {
  const request = new Request(`http://localhost${path}`);
  for (const { route, params } of matchRoutes(createRouteTree(queryClient), path) ?? []) {
    if (typeof route.loader !== 'function') continue;
    const args = { request, params, url: new URL(request.url), pattern: route.path ?? '' };
    try {
      Promise.resolve(route.loader({ ...args, context: undefined })).catch(() => undefined);
    } catch {
      // A guard's redirect.
    }
  }
}

/** What the matched loaders request for `path`. */
async function loadersRequest(path: string, user: object): Promise<Sent[]> {
  globalThis.__gazdaEarlyRequests = undefined;
  const { sent } = recordingFetch(user);
  const queryClient = createQueryClient();
  runLoaders(path, queryClient);
  await settle();
  await settle();
  queryClient.clear();
  return [...new Set(sent)].sort();
}

async function earlyRequest(path: string, user: object): Promise<Sent[]> {
  const { sent } = recordingFetch(user);
  window.history.replaceState(null, '', path);
  startEarlyRequests();
  await settle();
  return [...sent].sort();
}

const host = { ...demoUser, apartmentCount: 2 };
const paths = [...new Set(samplePaths(createRouteTree(createQueryClient())))];

describe('early requests', () => {
  beforeAll(async () => {
    // The loaders' modules, loaded once: a first import can take longer than settle() waits.
    await Promise.all([
      import('../features/auth/api/get-me'),
      import('../features/listings/api/get-categories'),
      import('../features/dashboard/api/get-dashboard'),
      import('../features/dashboard/api/get-dashboard-today'),
      import('../features/public-listings/api/get-public-listing'),
      import('../features/calendar/api/prefetch-calendar'),
      import('@gazda/contracts/user'),
    ]);
  });
  afterEach(() => {
    globalThis.__gazdaEarlyRequests = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('knows every route', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/ads/7', '/listing/x/7/calendar']));
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths)('asks for what the loaders of %s ask for, logged in', async (path) => {
    // On `/` the dashboard waits for `me`: a host's in the user's saved language, none for a guest.
    const users = [
      [host, 'sr'],
      [{ ...host, settings: { ...host.settings, lang: 'en' } }, 'sr'],
      [demoUser, 'en'],
    ] as const;
    for (const [user, stored] of path === '/' ? users : users.slice(0, 1)) {
      localStorage.clear();
      setToken('tok-a');
      setLocale(stored);
      const expected = await loadersRequest(path, user);
      setLocale(stored);
      expect(await earlyRequest(path, user), `${path}, ${user.settings.lang}`).toEqual(expected);
    }
  });

  it.each(['/', '/ads/7', '/listing/x/7/calendar', '/reservations'])(
    'asks for what the loaders of %s ask for, logged out',
    async (path) => {
      setLocale('sr');
      const early = await earlyRequest(path, demoUser);
      expect(early).toEqual(path === '/ads/7' ? ['/api/public/ads/7 sr null'] : []);
    },
  );

  it('sends the language of ?lang', async () => {
    setLocale('sr');
    expect(await earlyRequest('/ads/7?lang=en', demoUser)).toEqual(['/api/public/ads/7 en null']);
  });

  it.each(['/', '/ads/7', '/listing/x/7/calendar'])(
    'hands its answers to the loaders of %s, which fetch nothing more',
    async (path) => {
      setToken('tok-a');
      setLocale('sr');
      const early = await earlyRequest(path, host);
      const { fetchMock } = recordingFetch(host);
      const queryClient = createQueryClient();
      runLoaders(path, queryClient);
      await settle();
      await settle();
      expect(early.length).toBeGreaterThan(0);
      expect(fetchMock).not.toHaveBeenCalled();
      // Each loader's query has its answer (an early one: fetch was never called).
      const queries = queryClient.getQueryCache().getAll();
      expect(queries.map((q) => q.state.status === 'pending')).toEqual(early.map(() => false));
      queryClient.clear();
    },
  );

  it("never gives the next person the previous one's early answer (logout, then a login)", async () => {
    // The early script of `/` sends `me` with Ana's token…
    setToken('tok-ana');
    const early = vi.fn<typeof fetch>(async () => jsonResponse(200, 'ana'));
    vi.stubGlobal('fetch', early);
    startEarlyRequests();
    expect(early).toHaveBeenCalledWith('/api/me', expect.anything());
    // …Ana logs out and Bojan logs in before the panel asks for `me`.
    endSession('logout');
    setToken('tok-bojan');
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, 'bojan'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest<string>('/api/me')).toBe('bojan');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-bojan');
  });

  it.each([
    ['2026-01-15T10:00:00Z'],
    ['2026-12-31T23:30:00Z'], // already 1 January in Belgrade
    ['2028-02-10T00:00:00Z'],
  ])('asks for the calendar window of the editor on %s', (now) => {
    const today = new Date(now).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });
    const { start, days } = calendarWindow(today);
    setToken('tok-a');
    const { fetchMock } = recordingFetch(host);
    window.history.replaceState(null, '', '/listing/x/7/calendar');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(now) });
    try {
      startEarlyRequests();
    } finally {
      vi.useRealTimers();
    }
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`/api/calendar/7?start=${start}&days=${days}`);
  });
});

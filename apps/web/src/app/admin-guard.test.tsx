import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderRoutes } from '../test/render';
import { createRouteTree } from './routes';

/** The operator's routes on the real route tree: only the role Admin gets past the guard. */
function answering(roles: string[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/api/me'))
      return jsonResponse(200, { data: { ...demoUser, rolesAndPermissions: { roles } } });
    if (url.includes('/api/admin/tv'))
      return jsonResponse(200, {
        data: {
          check_ins_today: 3,
          reservations_today: 5,
          listings_pending: 2,
          inquiries_unresolved: 1,
          advances_due: 4,
          ids_to_review: 6,
        },
      });
    return jsonResponse(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('admin guard', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it.each(['/tv', '/tv/double', '/admin/listings', '/admin/users'])(
    'a host opening %s gets the not-found page and no admin call is made',
    async (path) => {
      const fetchMock = answering([]);
      renderRoutes(createRouteTree, path);
      expect(await screen.findByRole('heading', { name: 'Stranica nije pronađena' })).toBeTruthy();
      const calls = fetchMock.mock.calls.map(([input]) => String(input));
      expect(calls.some((url) => url.includes('/api/admin/'))).toBe(false);
    },
  );

  it('an admin sees /tv with its counters and no panel navigation', async () => {
    answering(['Admin']);
    renderRoutes(createRouteTree, '/tv');
    expect(await screen.findByRole('heading', { name: 'Danas na Gazdi', level: 1 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('tv-counter-ids_to_review').textContent).toBe('6'),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

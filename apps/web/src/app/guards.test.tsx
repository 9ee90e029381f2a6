import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderRoutes } from '../test/render';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createRouteTree } from './routes';

/** The real route tree: guards are its loaders, screens load lazily as in the browser. */
describe('guards', () => {
  beforeEach(() => setLocale('sr'));

  it('sends a protected route opened without a token to /login?redirect=…', async () => {
    const { router } = renderRoutes(
      createRouteTree,
      '/user-settings/change-password?apple_token=abc',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('redirect')).toBe('/user-settings/change-password');
    expect(params.get('apple_token')).toBe('abc');
    expect(await screen.findByRole('heading', { name: 'Prijava' })).toBeTruthy();
  });

  it.each(['/login', '/register', '/reset-password?token=t&email=a%40b.rs'])(
    'sends a person holding a token from %s to the dashboard',
    async (path) => {
      setToken('tok');
      // Each path its own answer, fresh per call: /login may ask for its social providers before
      // `me` is read, and the panel's shell asks for the categories.
      const answers: Record<string, unknown> = {
        '/api/me': { data: demoUser },
        '/api/auth/providers': { data: [] },
        '/api/panel/ads/categories': { data: [] },
      };
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(async (input) => {
          const answer = answers[new URL(String(input), 'http://panel.test').pathname];
          return answer ? jsonResponse(200, answer) : jsonResponse(404, { message: 'Not found.' });
        }),
      );
      const { router } = renderRoutes(createRouteTree, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Zdravo, Milica!' })).toBeTruthy();
    },
  );

  it('answers an unknown path with the not-found page', async () => {
    renderRoutes(createRouteTree, '/nothing/here');
    expect(await screen.findByRole('heading', { name: 'Stranica nije pronađena' })).toBeTruthy();
  });
});

describe('session end', () => {
  beforeEach(() => setLocale('sr'));

  it('an expired token (401 on me) logs the panel out to /login', async () => {
    setToken('expired');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' })),
    );
    // The panel's own router (app.tsx), in the browser's history: it follows the session itself.
    window.history.replaceState(null, '', '/user-settings/account');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user-settings/account',
    );
    expect(localStorage.getItem('access_token')).toBeNull();
    // Its session listener stays for the rest of this file (the panel makes one router, ever).
    router.dispose();
    window.history.replaceState(null, '', '/');
  });
});

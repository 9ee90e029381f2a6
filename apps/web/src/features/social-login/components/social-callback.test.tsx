import { screen, waitFor } from '@testing-library/react';
import { en } from '@gazda/i18n/messages/en';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../../../test/render';
import { SocialCallback } from './social-callback';
import { SocialLoginButtons } from './social-login-buttons';

type WrapperWindow = Window & { ReactNativeWebView?: { postMessage: (m: string) => void } };

function server(login: Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/auth/providers'))
      return Promise.resolve(
        jsonResponse(200, { data: [{ provider: 'google', client_id: 'google-client' }] }),
      );
    return Promise.resolve(login);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('social login in the panel', () => {
  beforeEach(() => {
    setLocale('en');
    sessionStorage.clear();
  });
  afterEach(() => {
    delete (window as WrapperWindow).ReactNativeWebView;
  });

  it('posts code and data once with the client id, keeps the token and tells the app wrapper', async () => {
    sessionStorage.setItem('gazda.social_login_binding', 'b'.repeat(43));
    const posted: unknown[] = [];
    (window as WrapperWindow).ReactNativeWebView = {
      postMessage: (m) => posted.push(JSON.parse(m)),
    };
    const calls = server(jsonResponse(200, { token: 'tok-123', user: demoUser }));
    const onSuccess = vi.fn();
    renderWithRouter(
      <SocialCallback provider="google" code="the-code" data="the-state" onSuccess={onSuccess} />,
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const login = calls.filter((c) => c.url === '/api/sociallogin/google');
    expect(login).toEqual([
      {
        url: '/api/sociallogin/google',
        body: {
          clientId: 'google-client',
          code: 'the-code',
          data: 'the-state',
          provider: 'google',
          binding: 'b'.repeat(43),
        },
      },
    ]);
    expect(getToken()).toBe('tok-123');
    expect(posted).toEqual([{ type: 'login', token: 'tok-123', userId: demoUser.id }]);
  });

  it("a refusal shows the server's message and the way back to login", async () => {
    server(
      jsonResponse(422, {
        message: 'Signing in this way did not work.',
        code: 'social_login_failed',
      }),
    );
    renderWithRouter(<SocialCallback provider="google" code="c" data="d" onSuccess={() => {}} />);
    expect(await screen.findByText('Signing in this way did not work.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('another refusal (a body the server could not read) shows the generic message', async () => {
    server(
      jsonResponse(400, { message: 'The request could not be understood', code: 'bad_request' }),
    );
    renderWithRouter(<SocialCallback provider="google" code="c" data="d" onSuccess={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      en['socialLogin.failed'],
    );
  });

  it('a callback without code shows the generic message and posts nothing', async () => {
    const calls = server(jsonResponse(500));
    renderWithRouter(
      <SocialCallback provider="google" code={null} data="d" onSuccess={() => {}} />,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('sociallogin'))).toEqual([]);
  });

  it('shows buttons only for configured providers, starting at the server with the way back', async () => {
    server(jsonResponse(500));
    renderWithRouter(<SocialLoginButtons redirect="/reservations" />);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const binding = sessionStorage.getItem('gazda.social_login_binding');
    expect(binding).toMatch(/^[\w-]{43}$/);
    expect(google.getAttribute('href')).toBe(
      `/api/auth/google/redirect?lang=en&redirect_url=%2Freservations&binding=${binding}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('the callback sends the binding the start link carried; a tab that started nothing sends none', async () => {
    const calls = server(jsonResponse(200, { token: 'tok-456', user: demoUser }));
    const buttons = renderWithRouter(<SocialLoginButtons redirect={null} />);
    const href = (await screen.findByRole('link', { name: 'Continue with Google' })).getAttribute(
      'href',
    )!;
    const started = new URLSearchParams(href.split('?')[1]).get('binding');
    buttons.unmount();
    // Another render (the page after the provider) keeps the same value: one per tab.
    renderWithRouter(<SocialCallback provider="google" code="c" data="d" onSuccess={() => {}} />);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/sociallogin/google')).toHaveLength(1),
    );
    const sent = calls.find((c) => c.url === '/api/sociallogin/google')!.body as {
      binding: string;
    };
    expect(sent.binding).toBe(started);
    expect(started).toMatch(/^[\w-]{43}$/);

    sessionStorage.clear();
    const later = server(
      jsonResponse(422, {
        message: 'Signing in this way did not work.',
        code: 'social_login_failed',
      }),
    );
    renderWithRouter(<SocialCallback provider="google" code="c2" data="d2" onSuccess={() => {}} />);
    await waitFor(() =>
      expect(later.filter((c) => c.url === '/api/sociallogin/google')).toHaveLength(1),
    );
    expect(later.find((c) => c.url === '/api/sociallogin/google')!.body).toMatchObject({
      binding: '',
    });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, apiRequest } from './api-client';
import { setLocale } from './i18n';
import { getToken, onSessionEnd, setToken } from './session';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('api client', () => {
  beforeEach(() => setLocale('sr'));

  it('sends the bearer token and App-Language on every call', async () => {
    setToken('tok-123');
    setLocale('en');
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await apiRequest('/api/me');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me');
    expect(sentHeaders(fetchMock)).toMatchObject({
      Authorization: 'Bearer tok-123',
      'App-Language': 'en',
    });
  });

  it('sends App-Language without a token, and no Authorization', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 202 }));
    await apiRequest('/api/forgot-password', { method: 'POST', body: { email: 'a@b.rs' } });
    expect(sentHeaders(fetchMock)['App-Language']).toBe('sr');
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  it('turns a 422 into an ApiError with the field errors', async () => {
    stubFetch(
      jsonResponse(422, { message: 'Validation Error', errors: { email: ['Obavezno polje'] } }),
    );
    const error = await apiRequest('/api/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Validation Error',
      errors: { email: ['Obavezno polje'] },
    });
  });

  it("keeps the server's error code", async () => {
    stubFetch(
      jsonResponse(403, { message: 'Potvrdite e-mail adresu.', code: 'email_not_verified' }),
    );
    const error = await apiRequest('/api/public/ads/1/reservations', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 403, code: 'email_not_verified' });
  });

  it('a code outside the closed table (error-codes.ts) is not passed on as one', async () => {
    stubFetch(jsonResponse(409, { message: 'Zauzeto.', code: 'taken' }));
    const error = await apiRequest('/api/public/ads/1/reservations', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 409, message: 'Zauzeto.' });
    expect((error as ApiError).code).toBeUndefined();
  });

  it('reads Retry-After on a 429', async () => {
    stubFetch(jsonResponse(429, { message: 'Previše pokušaja.' }, { 'Retry-After': '42' }));
    const error = await apiRequest('/api/login', { method: 'POST', logoutOn401: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, message: 'Previše pokušaja.', retryAfter: 42 });
  });

  it('shows the translated server error for a 5xx, never its body', async () => {
    stubFetch(jsonResponse(500, { message: 'TypeError at line 3' }));
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      message: 'Došlo je do greške, pokušajte ponovo kasnije',
    });
  });

  it('logs out on a 401: token cleared, the app told', async () => {
    setToken('expired');
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    stubFetch(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'logout' }));
    stop();
  });

  it('does not log out on a 401 of the login call itself', async () => {
    setToken('still-here');
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    stubFetch(jsonResponse(401, { message: 'Unauthenticated.' }));
    await expect(
      apiRequest('/api/login', { method: 'POST', logoutOn401: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('still-here');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it("returns the answer's JSON as the server sent it, and nothing for an empty answer", async () => {
    stubFetch(jsonResponse(200, { data: { id: 7, name: 'Bojan' } }));
    expect(await apiRequest<{ data: { id: number } }>('/api/me')).toEqual({
      data: { id: 7, name: 'Bojan' },
    });
    stubFetch(new Response(null, { status: 204 }));
    expect(await apiRequest('/api/logout', { method: 'POST' })).toBeUndefined();
    stubFetch(new Response('', { status: 202 }));
    expect(
      await apiRequest('/api/email/verification-notification', { method: 'POST' }),
    ).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, apiRequest } from './api-client';
import { type EarlySent } from './early-requests';
import { setLocale } from './i18n';
import { getToken, onSessionEnd, setToken } from './session';

// early-requests.ts's EARLY_MAX_AGE_MS, said again: changing it changes this test.
const EARLY_MAX_AGE_MS = 30_000;

/** An early request as the early script leaves it (app/early-requests.ts). */
function early(url: string, sent: Partial<EarlySent> | Promise<never>, at = performance.now()) {
  const answer =
    sent instanceof Promise
      ? sent
      : Promise.resolve({
          token: 'tok-a',
          lang: 'sr',
          response: jsonResponse(200, 'early'),
          ...sent,
        });
  answer.catch(() => undefined);
  globalThis.__gazdaEarlyRequests = [
    ...(globalThis.__gazdaEarlyRequests ?? []),
    { url, at, sent: answer },
  ];
}

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, 'fetched'));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early requests taken over by apiRequest', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok-a');
  });
  afterEach(() => {
    globalThis.__gazdaEarlyRequests = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('answers a GET of the same URL, token and language with the early answer, once', async () => {
    early('/api/me', {});
    const fetchMock = stubFetch();
    expect(await apiRequest<string>('/api/me')).toBe('early');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest<string>('/api/me')).toBe('fetched');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('matches the URL with its query', async () => {
    early('/api/panel/ads/categories?with_user_count=1', {});
    const fetchMock = stubFetch();
    expect(await apiRequest<string>('/api/panel/ads/categories')).toBe('fetched');
    const query = { with_user_count: 1 };
    expect(await apiRequest<string>('/api/panel/ads/categories', { query })).toBe('early');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another token', { token: 'tok-b' }],
    ['no token', { token: null }],
    ['another language', { lang: 'en' }],
  ])('fetches again when the early request was sent with %s', async (_, sent) => {
    early('/api/me', sent);
    const fetchMock = stubFetch();
    expect(await apiRequest<string>('/api/me')).toBe('fetched');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Dropped, not kept for a later match.
    expect(globalThis.__gazdaEarlyRequests).toEqual([]);
  });

  it('fetches again when the early request failed or is too old', async () => {
    early('/api/me', Promise.reject(new TypeError('offline')));
    early('/api/dashboard', {}, performance.now() - EARLY_MAX_AGE_MS - 1);
    const fetchMock = stubFetch();
    expect(await apiRequest<string>('/api/me')).toBe('fetched');
    expect(await apiRequest<string>('/api/dashboard')).toBe('fetched');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never answers a write with an early GET', async () => {
    early('/api/me', {});
    const fetchMock = stubFetch();
    await apiRequest('/api/me', { method: 'PUT', body: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
  });

  it('treats an early error answer as its own: a 401 still ends the session', async () => {
    early('/api/me', { response: jsonResponse(401, { message: 'Unauthenticated.' }) });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    const fetchMock = stubFetch();
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(ended).toHaveBeenCalledWith('expired');
    expect(getToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('honours an aborted signal', async () => {
    early('/api/me', {});
    stubFetch();
    const controller = new AbortController();
    controller.abort();
    const request = apiRequest<string>('/api/me', { signal: controller.signal });
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import { createListing, jpeg, upload } from '../listings/fixtures';

/**
 * Issue #10 item 8: the security headers are on every kind of answer, not only on /api/health
 * (server-hygiene.test.ts): the panel's pages, stored pictures, errors and refusals.
 */

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  // ASVS 3.4.3 and 4.4.1 (G11): no <base> injection; websockets only to this origin.
  expect(csp, what).toContain("base-uri 'none'");
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
  expect(connect?.trim(), what).toBe("connect-src 'self'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('[SECURITY][HEADERS] on every answer', () => {
  it('panel pages, a stored photo, a 401, a 404, a 422 and a 429 all carry CSP, nosniff and no framing', async () => {
    const { baseUrl } = await testApp();
    for (const path of ['/', '/login', '/settings/account']) {
      const page = await fetch(`${baseUrl}${path}`);
      expectSecurityHeaders(page.headers, path);
      // The panel's HTML holds no personal data, but /api answers do (below).
    }
    const host = await registerUser();
    const photo = await upload(host.token, await createListing(host.token), await jpeg(800, 600));
    expect(photo.status).toBe(201);
    const picture = await fetch(`${baseUrl}${photo.body.data.url}`);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expectSecurityHeaders(picture.headers, 'photo');

    const answers = {
      401: await api('GET', '/api/me'),
      404: await api('GET', '/api/panel/ads/999999999', { token: host.token }),
      422: await api('POST', '/api/login', { body: { email: 'not-an-email', password: '' } }),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.status).toBe(Number(status));
      expectSecurityHeaders(answer.headers, status);
      expect(answer.headers.get('cache-control'), status).toBe('no-store');
    }
    const email = host.email;
    let limited = await api('POST', '/api/login', { body: { email, password: 'wrong' } });
    for (let i = 0; i < 10 && limited.status !== 429; i += 1)
      limited = await api('POST', '/api/login', { body: { email, password: 'wrong' } });
    expect(limited.status).toBe(429);
    expectSecurityHeaders(limited.headers, '429');
    expect(limited.headers.get('cache-control')).toBe('no-store');
  });

  it('personal data is never cached: /api/me and the government ID status are no-store', async () => {
    const u = await registerUser();
    for (const path of ['/api/me', '/api/government-id']) {
      const answer = await api('GET', path, { token: u.token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { api, extraApp, registerUser } from './helpers/test-app';

describe('[SERVER] errors never leak internals', () => {
  it('a route that throws answers 500 with a generic, translated message and no stack', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    const { app, baseUrl } = await extraApp(
      (a) => {
        a.get('/api/boom', async () => {
          throw new Error('secret internal detail at /srv/db.ts:42');
        });
      },
      { logger: pino({ level: 'error' }, sink) },
    );
    try {
      for (const [lang, message] of [
        ['en', 'There was an error, please try again later'],
        ['sr', 'Došlo je do greške, pokušajte ponovo kasnije'],
      ] as const) {
        const res = await api('GET', '/api/boom', { baseUrl, lang });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ message, code: 'server_error' });
        expect(res.text).not.toMatch(/secret|stack|db\.ts/);
      }
      // …but the server's own log has it.
      expect(lines.join('')).toContain('secret internal detail');
    } finally {
      await app.close();
    }
  });

  it('an unknown /api path is a JSON 404 in the request language', async () => {
    const en = await api('GET', '/api/does-not-exist', { lang: 'en' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: 'Not found', code: 'not_found' });
    const sr = await api('DELETE', '/api/me/nothing', { lang: 'sr' });
    expect(sr.status).toBe(404);
    expect(sr.body.message).toBe('Nije pronađeno');
  });

  it('a body over 1 MiB is a 413', async () => {
    const res = await api('POST', '/api/login', {
      lang: 'en',
      body: { email: 'a@b.rs', password: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large');
  });
});

describe('[SERVER] headers', () => {
  it('security headers: CSP the panel works under, nosniff, no framing, referrer policy', async () => {
    const res = await api('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS when the request came over https (through a trusted proxy)', async () => {
    // Without TRUST_PROXY a forwarded protocol is not believed.
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(
      (await api('GET', '/api/health', { headers: forwarded })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    const { app, baseUrl } = await extraApp(() => {}, { config: { trustProxy: ['loopback'] } });
    try {
      const res = await api('GET', '/api/health', { baseUrl, headers: forwarded });
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await app.close();
    }
  });

  it('every /api answer is Cache-Control: no-store, errors included', async () => {
    const u = await registerUser();
    expect((await api('GET', '/api/me', { token: u.token })).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await api('GET', '/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await api('GET', '/api/nothing-here')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('[SERVER] OpenAPI', () => {
  it('GET /api/openapi.json documents the auth paths from the validation schemas', async () => {
    const res = await api('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/logout',
      '/api/me',
      '/api/email/verification-notification',
      '/api/email/verify/{id}/{hash}',
      '/api/forgot-password',
      '/api/reset-password',
      '/api/user-settings/change-password',
      '/api/user-settings/update-settings',
      '/api/health',
    ]) {
      expect(paths, path).toContain(path);
    }
    const register = res.body.paths['/api/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password']),
    );
    expect(schema.properties.first_name.minLength).toBe(3);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['202', '422']));
    expect(Object.keys(register.responses)).not.toContain('201');
    const verify = res.body.paths['/api/email/verify/{id}/{hash}'].get;
    const verified = verify.responses['200'].content['application/json'].schema;
    expect(verified.required).toEqual(expect.arrayContaining(['data', 'token']));
  });
});

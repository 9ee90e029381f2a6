import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { api, extraApp, PASSWORD, registerUser } from './helpers/test-app';

function captured() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { lines, logger: createLogger({ logLevel: 'info' }, sink) };
}

/** The URL of a request as its log line writes it (the logger's request serializer). */
function redactUrl(url: string): string {
  const { lines, logger } = captured();
  logger.info({ req: { method: 'GET', url } }, 'request');
  return (JSON.parse(lines[0] ?? '{}') as { req: { url: string } }).req.url;
}

describe('[SERVER] request logs', () => {
  it('are structured and hold no password, token, link signature or e-mail from a URL', async () => {
    const u = await registerUser();
    const { lines, logger } = captured();
    const { app, baseUrl } = await extraApp(() => {}, { logger });
    try {
      await api('POST', '/api/login', { baseUrl, body: { email: u.email, password: PASSWORD } });
      await api('GET', '/api/me', { baseUrl, token: u.token });
      await api('GET', `/reset-password?token=SECRET-TOKEN&email=${encodeURIComponent(u.email)}`, {
        baseUrl,
      });
      await api('GET', '/api/email/verify/1/abc?expires=1&signature=SECRET-SIGNATURE', { baseUrl });
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain('"url":"/api/login"');
    expect(text).toContain('token=redacted&email=redacted');
    expect(text).toContain('signature=redacted');
    for (const secret of [
      PASSWORD,
      u.token,
      'SECRET-TOKEN',
      'SECRET-SIGNATURE',
      u.email,
      encodeURIComponent(u.email),
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('censors secret fields wherever a log call puts them', () => {
    const { lines, logger } = captured();
    logger.info(
      { body: { password: 'p1', iban: 'RS35…', nested: { jmbg: '0101990710000' } }, token: 't' },
      'x',
    );
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.body.password).toBe('[redacted]');
    expect(entry.body.iban).toBe('[redacted]');
    expect(entry.body.nested.jmbg).toBe('[redacted]');
    expect(entry.token).toBe('[redacted]');
  });

  it("takes a social login's code and state out of a logged callback URL", () => {
    const logged = redactUrl('/auth/google/callback?code=SECRET-CODE&state=SECRET-STATE&scope=x');
    expect(logged).not.toContain('SECRET');
    expect(logged).toContain('scope=x');
  });

  it('takes the secret out of a logged iCal export path', () => {
    expect(redactUrl('/api/ical/42/s3cr3t-t0ken.ics')).toBe('/api/ical/42/redacted.ics');
    expect(redactUrl('/api/ical/42/s3cr3t-t0ken.ics?x=1')).toBe('/api/ical/42/redacted.ics?x=1');
    expect(redactUrl('/api/reset-password?token=abc&email=a%40b.rs')).not.toContain('abc');
  });
});

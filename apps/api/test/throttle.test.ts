import { describe, expect, it } from 'vitest';
import { api, PASSWORD, registerUser } from './helpers/test-app';

describe('[AUTH] login throttle: 5 failures a minute per e-mail and IP', () => {
  it('the 6th attempt answers 429 Too Many Attempts. with Retry-After, even with the right password', async () => {
    const u = await registerUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await api('POST', '/api/login', {
        body: { email: u.email, password: `wrong-${i}` },
      });
      expect(res.status, `attempt ${i + 1}`).toBe(422);
    }
    const blocked = await api('POST', '/api/login', {
      lang: 'en',
      body: { email: u.email, password: PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too Many Attempts.');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const sr = await api('POST', '/api/login', {
      lang: 'sr',
      body: { email: u.email, password: PASSWORD },
    });
    expect(sr.status).toBe(429);
    expect(sr.body.message).toBe('Previše pokušaja.');
  });

  it('another e-mail from the same IP is not affected', async () => {
    const blockedUser = await registerUser();
    const other = await registerUser();
    for (let i = 0; i < 5; i += 1)
      await api('POST', '/api/login', { body: { email: blockedUser.email, password: 'wrong' } });
    expect(
      (await api('POST', '/api/login', { body: { email: blockedUser.email, password: PASSWORD } }))
        .status,
    ).toBe(429);
    expect(
      (await api('POST', '/api/login', { body: { email: other.email, password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('a successful login clears the failures of its key', async () => {
    const u = await registerUser();
    for (let i = 0; i < 4; i += 1)
      await api('POST', '/api/login', { body: { email: u.email, password: 'wrong' } });
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: PASSWORD } })).status,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await api('POST', '/api/login', { body: { email: u.email, password: 'wrong' } })).status,
      ).toBe(422);
    }
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: PASSWORD } })).status,
    ).toBe(200);
  });
});

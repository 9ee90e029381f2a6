import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { vapidConfig } from '../src/config-push';
import { api } from './helpers/test-app';

const PUBLIC =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PRIVATE = 'Lt8_Y0lZ1dB5ex7-0sl7S3v1ZrvX9QIc1Xq6bQ0dJ3E';

describe('[CONFIG] VAPID_* (push notifications)', () => {
  it('outside production without keys: the development pair; in production: push is off', () => {
    const dev = loadConfig({ DATA_DIR: '/tmp/x' }).vapid;
    expect(dev).toMatchObject({ development: true, subject: 'mailto:podrska@gazda.rs' });
    expect(dev!.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const none = (): undefined => undefined;
    expect(vapidConfig(none, true, 'podrska@gazda.rs')).toBeNull();
    const devPair = (name: string) =>
      ({ VAPID_PUBLIC_KEY: dev!.publicKey, VAPID_PRIVATE_KEY: dev!.privateKey })[name];
    expect(() => vapidConfig(devPair, true, 'podrska@gazda.rs')).toThrow(/development pair/);
  });

  it('both keys or neither, each checked, the subject a mailto: or https: URL', () => {
    const env = { DATA_DIR: '/tmp/x', VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE };
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'https://gazda.rs' }).vapid).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: 'https://gazda.rs',
      development: false,
    });
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', VAPID_PUBLIC_KEY: PUBLIC })).toThrow(
      'VAPID_PRIVATE_KEY must be set together with VAPID_PUBLIC_KEY',
    );
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: 'x' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://x' })).toThrow(/VAPID_SUBJECT/);
  });

  it('GET public/config gives the panel the public key, never the private one', async () => {
    const answer = await api('GET', '/api/public/config');
    expect(answer.body.data.vapid_public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(answer.text).not.toContain('private');
  });
});

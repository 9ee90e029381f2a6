import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const base = { DATA_DIR: '/tmp/gazda-config-test' };

describe('[CONFIG] social login providers', () => {
  it('are off unless both the client id and secret are set', () => {
    const config = loadConfig(base);
    expect(config.social).toEqual({ google: null, apple: null });
    expect(config.oidcAllowInsecureLoopback).toBe(false);
  });

  it('default to the providers’ issuers', () => {
    const config = loadConfig({
      ...base,
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      APPLE_CLIENT_ID: 'rs.gazda.web',
      APPLE_CLIENT_SECRET: 'a-secret',
    });
    expect(config.social.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
    });
    expect(config.social.apple?.issuer).toBe('https://appleid.apple.com');
  });

  it('a half-configured provider or a bad issuer stops the start with one line', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID',
    );
    expect(() =>
      loadConfig({ ...base, APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 'b', APPLE_ISSUER: 'nope' }),
    ).toThrow(/^APPLE_ISSUER must be a https:\/\/ or http:\/\/ URL/);
  });
});

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/config-fields';

/** docs/security.md G6 (test-only settings in production) and G7 (what TRUST_PROXY accepts). */

const cwd = '/srv/here';
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/gazda',
  GUEST_DATA_KEYS: 'k1:MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
};

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env, { cwd });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('[CONFIG] test-only settings with NODE_ENV=production', () => {
  it.each(['SEED_DEMO', 'ICAL_ALLOW_PRIVATE', 'OIDC_ALLOW_INSECURE_LOOPBACK'])(
    '%s=true is a start error naming it; false is fine; outside production it is allowed',
    (name) => {
      expect(errorOf({ ...production, [name]: 'true' })).toBe(
        `${name} must not be on when NODE_ENV=production (it is for trials and tests only)`,
      );
      expect(() => loadConfig({ ...production, [name]: 'false' }, { cwd })).not.toThrow();
      expect(() =>
        loadConfig({ DATABASE_URL: production.DATABASE_URL, [name]: 'true' }, { cwd }),
      ).not.toThrow();
    },
  );

  it('the embedded database seeds demo data by default, but not in production', () => {
    expect(loadConfig({}, { cwd }).seedDemo).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', GUEST_DATA_KEYS: production.GUEST_DATA_KEYS }, { cwd })
        .seedDemo,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }, { cwd }).seedDemo).toBe(true);
  });

  it('the server prints the one line and exits with 1', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DATABASE_URL: '',
        GUEST_DATA_KEYS: production.GUEST_DATA_KEYS,
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: SEED_DEMO must not be on when NODE_ENV=production (it is for trials and tests only)',
    );
  });
});

describe('[CONFIG] TRUST_PROXY', () => {
  it('never means "believe every X-Forwarded-For entry": true is a proxy on this machine', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, { cwd }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toEqual(['loopback']);
    expect(trust('10.0.0.5, 10.0.1.0/24,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
  });

  it.each(['maybe', '2', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', 'proxy.internal'])(
    'refuses %s with a message naming the variable',
    (value) => {
      expect(errorOf({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY must be false, true/);
    },
  );
});

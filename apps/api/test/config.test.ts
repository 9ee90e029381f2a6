import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listenHost, loadConfig } from '../src/config';
import { ConfigError } from '../src/config-fields';

/** The repository root (this file's folder is as deep as src/). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const cwd = '/srv/here';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env, { cwd });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('[CONFIG] loadConfig', () => {
  it('defaults: port 3000, repo data folder, embedded database with demo data', () => {
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      port: 3000,
      host: null,
      dataDir: join(repoRoot, 'data'),
      mailOutboxDir: join(repoRoot, 'data', 'outbox'),
      databaseUrl: null,
      appUrl: 'http://localhost:3000',
      admin: null,
      seedDemo: true,
      serviceFeePercent: 10,
      vatPercent: 20,
      advancePercent: 30,
      icalAllowPrivate: false,
      tokenTtlDays: 30,
      logLevel: 'info',
    });
  });

  it('listens on loopback only while the database holds the demo accounts, unless HOST is set', () => {
    const unset = loadConfig({}, { cwd });
    expect(listenHost(unset, true)).toBe('127.0.0.1');
    expect(listenHost(unset, false)).toBe('0.0.0.0');
    const set = loadConfig({ HOST: '0.0.0.0' }, { cwd });
    expect(listenHost(set, true)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ HOST: '10.0.0.5' }, { cwd }), false)).toBe('10.0.0.5');
  });

  it('a relative DATA_DIR is taken from where the command was typed; DATABASE_URL turns demo data off', () => {
    const config = loadConfig(
      {
        DATA_DIR: '.tmp/x',
        DATABASE_URL: 'postgres://u@db:5432/gazda',
        PORT: '8080',
        APP_URL: 'https://gazda.rs/',
      },
      { cwd },
    );
    expect(config.dataDir).toBe('/srv/here/.tmp/x');
    expect(config.mailOutboxDir).toBe('/srv/here/.tmp/x/outbox');
    expect(config.seedDemo).toBe(false);
    expect(config.appUrl).toBe('https://gazda.rs');
    expect(loadConfig({ PORT: '8080' }, { cwd }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: 'd' }, { cwd: '/elsewhere' }).dataDir).toBe('/elsewhere/d');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'REDIS_URL must be a redis:// or rediss:// URL (got "localhost:6379")',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a smtp:// or smtps:// URL (got "http://mail")'],
    [{ ADMIN_EMAIL: 'a@b.rs' }, 'ADMIN_PASSWORD must be set together with ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'secret-1' }, 'ADMIN_EMAIL must be set together with ADMIN_PASSWORD'],
    [
      { ADMIN_EMAIL: 'a@b.rs', ADMIN_PASSWORD: '123' },
      'ADMIN_PASSWORD must have at least 6 characters',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe")'],
    [{ VAT_PERCENT: '12.5' }, 'VAT_PERCENT must be a whole number from 0 to 100 (got "12.5")'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ TOKEN_TTL_DAYS: '0' }, 'TOKEN_TTL_DAYS must be a whole number from 1 to 3650 (got "0")'],
  ])('%o → one line naming the variable', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it('never echoes a password from a URL', () => {
    expect(errorOf({ SMTP_URL: 'http://user:hunter2@mail' })).not.toContain('hunter2');
  });

  it('the server prints one line and exits with 1 on a bad value', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(run.stdout).toBe('');
  });
});

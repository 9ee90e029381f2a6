import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/config-fields';

/** The repository root (this file's folder is as deep as src/). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const cwd = '/srv/here';

function errorOf(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env, { cwd });
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('[CONFIG] the platform RSD account of the IPS QR', () => {
  it('demo, development and tests get the sample account; production without one gets no QR', () => {
    expect(loadConfig({}, { cwd }).platformRsd).toEqual({
      account: '260005601001611379',
      name: 'Gazda d.o.o. Beograd',
    });
    expect(
      loadConfig(
        {
          NODE_ENV: 'production',
          GUEST_DATA_KEYS: 'k1:MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
        },
        { cwd },
      ).platformRsd,
    ).toBeNull();
  });

  it('takes the printed short form and stores the 18 digits', () => {
    const config = loadConfig(
      { PLATFORM_RSD_ACCOUNT: '160-5100000012345-09', PLATFORM_RSD_NAME: 'Gazda Šabac' },
      { cwd },
    );
    expect(config.platformRsd).toEqual({ account: '160510000001234509', name: 'Gazda Šabac' });
  });

  it.each([
    ['PLATFORM_RSD_ACCOUNT', '260-0056010016113-78'],
    ['PLATFORM_RSD_ACCOUNT', 'RS35260005601001611379'],
    ['PLATFORM_RSD_NAME', 'x'.repeat(71)],
    ['PLATFORM_RSD_NAME', 'Gazda | Beograd'],
  ])('%s=%j is a start error naming it', (name, value) => {
    expect(errorOf({ [name]: value })).toMatch(new RegExp(`^${name} must be`));
  });

  it('a wrong account stops the start with one line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: `${repoRoot}apps/api`,
      env: { ...process.env, PLATFORM_RSD_ACCOUNT: '260-0056010016113-78' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Configuration error: PLATFORM_RSD_ACCOUNT must be an 18-digit/),
    ]);
  });
});

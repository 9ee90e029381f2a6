import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseChromium, type ChromiumChoice, type ChromiumFacts } from './find-chromium.mjs';

/*
 * README "Run it": `npm run test:e2e` finds a Chromium, installs Debian's where it may, or says in
 * one line what to run.
 */

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const debianRoot: ChromiumFacts = {
  env: {},
  executables: [],
  playwrightPath: PLAYWRIGHT,
  platform: 'linux',
  uid: 0,
  debian: true,
  aptGet: true,
};
const sudo =
  'No Chromium found: run `sudo apt-get install chromium` or set CHROMIUM_PATH=/path/to/chrome';
const npx =
  'No Chromium found: run `npx playwright install chromium` or set CHROMIUM_PATH=/path/to/chrome';

const cases: [string, Partial<ChromiumFacts>, ChromiumChoice][] = [
  [
    'CHROMIUM_PATH first',
    { env: { CHROMIUM_PATH: '/opt/c' }, executables: ['/opt/c', '/usr/bin/chromium'] },
    { path: '/opt/c' },
  ],
  [
    'a wrong CHROMIUM_PATH is an error, not a fallback',
    { env: { CHROMIUM_PATH: '/nope' }, executables: ['/usr/bin/chromium'] },
    {
      error:
        'CHROMIUM_PATH=/nope is not an executable file: fix it, or unset it to use /usr/bin/chromium',
    },
  ],
  [
    'an empty CHROMIUM_PATH counts as unset',
    { env: { CHROMIUM_PATH: '' }, executables: ['/usr/bin/chromium'] },
    { path: '/usr/bin/chromium' },
  ],
  [
    "Debian's package before Playwright's",
    { executables: ['/usr/bin/chromium', PLAYWRIGHT] },
    { path: '/usr/bin/chromium' },
  ],
  ["Playwright's when already downloaded", { executables: [PLAYWRIGHT] }, { path: PLAYWRIGHT }],
  ['none on Debian as root: install', {}, { install: 'apt-get' }],
  ['none on Debian, not root: say sudo', { uid: 1000 }, { error: sudo }],
  ['none on Debian without apt-get', { aptGet: false }, { error: npx }],
  ['none elsewhere on Linux', { debian: false }, { error: npx }],
  ['none on macOS', { platform: 'darwin', debian: false, aptGet: false, uid: 501 }, { error: npx }],
  ['none and no Playwright path known', { playwrightPath: undefined, uid: 1000 }, { error: sudo }],
];

describe('[TOOLING] find-chromium', () => {
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(chooseChromium({ ...debianRoot, ...facts })).toEqual(expected);
  });

  it('the script stops with one line on a bogus CHROMIUM_PATH', () => {
    const run = spawnSync(process.execPath, [resolve(import.meta.dirname, 'find-chromium.mjs')], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chrome' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'CHROMIUM_PATH=/nonexistent/chrome is not an executable file: fix it, or unset it to use /usr/bin/chromium\n',
    );
  });
});

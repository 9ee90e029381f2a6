#!/usr/bin/env node
// The one place that chooses the Chromium the journeys drive. `npm run test:e2e` runs this file
// first: it prints the choice, or installs Debian's package where the machine allows it, or stops
// with one line saying what to run. e2e/playwright.config.ts calls `findChromium()` from here, so
// the script and the config cannot disagree. Plain Node, no dependencies: it runs before the build,
// so a missing browser stops the tests in a second. It never downloads Playwright's browser (CI
// sets PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD and reaches only the npm registry and Debian), but uses
// one already downloaded.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Pure: the choice from the facts of the machine.
 * @param {import('./find-chromium.d.mts').ChromiumFacts} facts
 * @returns {import('./find-chromium.d.mts').ChromiumChoice}
 */
export function chooseChromium(facts) {
  const usable = (path) => Boolean(path) && facts.executables.includes(path);
  const wanted = facts.env.CHROMIUM_PATH;
  // An explicit choice is never second-guessed: a wrong one is an error, not a fallback.
  if (wanted) {
    return usable(wanted)
      ? { path: wanted }
      : {
          error: `CHROMIUM_PATH=${wanted} is not an executable file: fix it, or unset it to use ${DEBIAN_CHROMIUM}`,
        };
  }
  if (usable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  if (usable(facts.playwrightPath)) return { path: facts.playwrightPath };
  const debian = facts.platform === 'linux' && facts.debian && facts.aptGet;
  if (debian && facts.uid === 0) return { install: 'apt-get' };
  const run = debian ? '`sudo apt-get install chromium`' : '`npx playwright install chromium`';
  return { error: `No Chromium found: run ${run} or set CHROMIUM_PATH=/path/to/chrome` };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function playwrightExecutable() {
  try {
    // Only asks where Playwright keeps its browser; nothing is downloaded.
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir && isExecutable(`${dir}/${command}`));
}

/** @returns {import('./find-chromium.d.mts').ChromiumFacts} */
export function machineFacts() {
  const env = process.env;
  const playwrightPath = playwrightExecutable();
  const candidates = [env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightPath].filter(Boolean);
  return {
    env: { CHROMIUM_PATH: env.CHROMIUM_PATH },
    executables: candidates.filter(isExecutable),
    playwrightPath,
    platform: process.platform,
    uid: process.getuid?.(),
    debian: existsSync('/etc/debian_version'),
    aptGet: onPath('apt-get'),
  };
}

/** For the Playwright config, which must not install: the chosen path, or an Error of one line. */
export function findChromium() {
  const choice = chooseChromium(machineFacts());
  if ('path' in choice) return choice.path;
  const error = new Error(
    'error' in choice
      ? choice.error
      : "No Chromium found: run `npm run test:e2e` (it installs Debian's chromium) or set CHROMIUM_PATH=/path/to/chrome",
  );
  // Playwright prints a failing config's stack; the line already says all there is to say.
  error.stack = `Error: ${error.message}`;
  throw error;
}

function main() {
  let choice = chooseChromium(machineFacts());
  if ('install' in choice) {
    console.log("No Chromium found: installing Debian's package (apt-get install -y chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
        console.error(
          `apt-get ${args.join(' ')} failed: install chromium, or set CHROMIUM_PATH=/path/to/chrome`,
        );
        process.exit(1);
      }
    }
    choice = chooseChromium(machineFacts());
  }
  if ('path' in choice) {
    console.log(`Chromium: ${choice.path}`);
    return;
  }
  console.error(
    'error' in choice
      ? choice.error
      : `apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing`,
  );
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

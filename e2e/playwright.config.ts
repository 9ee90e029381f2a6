import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../tooling/find-chromium.mjs';

/*
 * The journeys run the real product: the built panel served by the real API on its own port and a
 * fresh data folder (embedded PGlite, or the PostgreSQL of DATABASE_URL when set). Mails land in
 * the outbox folder, where the tests read the links a person would click.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = resolve(import.meta.dirname, process.env.E2E_DATA_DIR ?? '../.tmp/e2e-data');
export const E2E_OUTBOX = resolve(E2E_DATA_DIR, 'outbox');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: resolve(import.meta.dirname, '../.tmp/e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'sr-RS',
    timezoneId: 'Europe/Belgrade',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, Debian's or Playwright's: the choice `npm run test:e2e` printed first.
      executablePath: findChromium(),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx support/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      MAIL_OUTBOX_DIR: E2E_OUTBOX,
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      SEED_DEMO: 'false',
      // The iCal journey serves its feed on loopback, which the fetcher refuses otherwise.
      ICAL_ALLOW_PRIVATE: 'true',
      // Every journey registers from 127.0.0.1; the default is 10 an hour per IP.
      REGISTER_LIMIT_PER_HOUR: '100000',
      LOGIN_FAILURES_PER_IP: '100000',
      CREATE_LIMIT_PER_HOUR: '100000',
      // An operator for the review journeys (ADMIN_* ensures the account at start).
      ADMIN_EMAIL: 'operater@e2e.gazda.test',
      ADMIN_PASSWORD: 'operater-e2e-1',
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});

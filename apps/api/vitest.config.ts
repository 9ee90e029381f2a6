import { defineConfig } from 'vitest/config';

/*
 * API tests over real HTTP on a real database. `isolate: false` keeps modules between the test
 * files of a worker, so each worker builds one app on one database (test/helpers/test-app.ts)
 * instead of paying PGlite's start for every file (docs/decisions/0007-test-databases.md).
 */
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['./test/setup.ts'],
  },
});

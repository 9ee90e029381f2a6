import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every unit and API test; each app keeps its own settings.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: { name: 'tooling', include: ['tooling/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});

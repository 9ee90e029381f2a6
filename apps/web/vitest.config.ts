import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact';

export default defineConfig({
  // The runtime that ships (build/preact.ts). The aliases reach only what Vite transforms, so the
  // libraries are transformed too, from their ES builds: left to Node, those that import React
  // would load React itself and two runtimes would meet. dayjs stays with Node: its locales are
  // CommonJS files that require it there, and the pickers must see the same instance.
  resolve: { alias: preactAliases, mainFields: ['module', 'main'], conditions: ['module'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    server: {
      deps: {
        inline: [/[\\/]node_modules[\\/](?!(dayjs|engine\.io-client|socket\.io-client)[\\/])/],
      },
    },
    // Pre-bundled once, as the dev server does: thousands of icon and component files transformed
    // one by one made a screen's first lazy import in a test take longer than the test waits.
    // Not @mantine/dates: it would bundle a dayjs of its own, apart from the locales'.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@tabler/icons-react',
            '@mantine/core',
            '@mantine/hooks',
            'react-router',
            '@tanstack/react-query',
          ],
        },
      },
    },
  },
});

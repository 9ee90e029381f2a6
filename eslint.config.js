// @ts-check
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(resolve(import.meta.dirname, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'net', 'dns', 'os'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Resolve extensionless TypeScript imports, so the path rules below see every import.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The domain is pure: nothing of ours, no I/O, no framework.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@gazda/*'], message: 'The domain imports nothing of ours.' },
            { group: [...nodeBuiltins, 'pg', 'kysely', '@electric-sql/*', 'react', 'react-dom'], message: 'The domain does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts', 'packages/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@gazda/api*', '@gazda/web*'], message: 'Shared packages never import an app.' },
            { group: [...nodeBuiltins, 'pg', 'kysely', '@electric-sql/*'], message: 'Shared packages do no I/O.' },
          ],
        },
      ],
    },
  },
  {
    // The query builder and drivers live only in repositories and db/.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/**/*-repository.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'pg', '@electric-sql/*'],
              message: 'The ORM is used only in repositories and db/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in routes/ or app/.',
            })),
            // shared (ui, lib) → features → routes → app
            { target: './apps/web/src/features', from: ['./apps/web/src/app', './apps/web/src/routes'] },
            {
              target: ['./apps/web/src/ui', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'],
            },
            { target: './apps/web/src/routes', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
);

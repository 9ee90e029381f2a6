import type { Alias } from 'vite';

/*
 * The panel runs on Preact's compatibility layer, not React DOM (docs/decisions/0013): the same
 * React API and libraries at a third of React DOM's size, so /login stays under issue #9's 150 KB.
 * Every import of React, its DOM renderer and its JSX runtime, ours and the libraries', resolves
 * here. The build (vite.config.ts), the dev server and the unit tests (vitest.config.ts) all use
 * these aliases, so the tests run the runtime that ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // @testing-library/react takes `act` from here when React has none.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load lazily; on a busy 2-core machine the first import can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine and the router touch in a browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A part the screen started loading (a tab, a form it prefetches) finishes before the file's
  // environment is torn down: on a busy machine it may arrive after the last test, and a module
  // evaluated then fails the run ("Cannot load … after the environment was torn down").
  await vi.dynamicImportSettled();
});

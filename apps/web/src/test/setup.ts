import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

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

// Preact runs a render's effects after the next frame, or after 100 ms when no frame comes (its
// hooks' afterPaint), and that timer then calls cancelAnimationFrame: one set by a file's last
// test must fire before the environment, and cancelAnimationFrame with it, is torn down
// ("ReferenceError: cancelAnimationFrame is not defined" failed a whole run once).
// The timer of this file's start: a test may leave a fake or a spied one behind.
const realSetTimeout = globalThis.setTimeout;
afterAll(() => new Promise((resolve) => realSetTimeout(resolve, 120)));

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

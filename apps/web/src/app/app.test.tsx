import { describe, expect, it, vi } from 'vitest';

const createAppRouter = vi.fn(() => ({ state: {}, navigate: vi.fn() }));
vi.mock('./router', () => ({ createAppRouter }));

describe('the panel router', () => {
  it('is not created while the scripts evaluate, and once however often it is asked for', async () => {
    const { startRouter } = await import('./app');
    // main.tsx starts it a task later: evaluating the scripts and starting the first screen's
    // loaders are two tasks (issue #9).
    expect(createAppRouter).not.toHaveBeenCalled();
    const router = startRouter();
    expect(startRouter()).toBe(router);
    expect(createAppRouter).toHaveBeenCalledTimes(1);
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render';
import { notifyError, notifySuccess } from './notify';

// notify.ts's TRANSIENT_MS, said again: changing it changes this test.
const TRANSIENT_MS = 2000;

describe('transient messages (docs/rules/product.md §9: 2000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('a success and an error message are gone after 2 seconds', async () => {
    renderWithRouter(<div />);
    vi.useFakeTimers();
    act(() => {
      notifySuccess('Saved');
      notifyError(new Error('Broken'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Broken')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRANSIENT_MS - 200);
    });
    expect(screen.queryByText('Saved')).toBeTruthy();
    // Preact's act holds the renders its timers cause until it ends: one act lets the 2 s pass
    // (the close), the next one the leave transition that follows it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(TRANSIENT_MS).toBe(2000);
  });
});

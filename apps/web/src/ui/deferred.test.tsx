import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

describe('Deferred (render after the first paint)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the fallback in the first render and the children in a later task', async () => {
    render(
      <Deferred fallback={<span>waiting</span>}>
        <p>below the fold</p>
      </Deferred>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('gives each instance its own timer (one task per section)', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    render(
      <>
        <Deferred>first</Deferred>
        <Deferred>second</Deferred>
      </>,
    );
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(spy.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/first/)).toBeTruthy();
    expect(screen.getByText(/second/)).toBeTruthy();
  });

  it('renders nothing by default until then, and nothing after unmounting early', async () => {
    const { container, unmount } = render(<Deferred>later</Deferred>);
    expect(container.textContent).toBe('');
    unmount();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.textContent).toBe('');
  });
});

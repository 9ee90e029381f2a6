import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleImport } from './use-idle-import';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children;
  }
}

function Probe({ load, wanted }: { load: () => Promise<{ name: string }>; wanted: boolean }) {
  const module = useIdleImport(load, wanted);
  return <p>{module ? `loaded ${module.name}` : 'waiting'}</p>;
}

const settle = () =>
  act(async () => {
    await vi.runAllTimersAsync();
  });

describe('useIdleImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('imports when idle, and shows the module once it is here', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'sheet' }));
    render(<Probe load={load} wanted={false} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loaded sheet')).toBeTruthy();
  });

  it('renders what an idle import brought in an idle task after the one that evaluated it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const load = vi.fn(() => Promise.resolve({ name: 'menus' }));
      render(<Probe load={load} wanted={false} />);
      await act(async () => idle.shift()!()); // idle: the import starts and its module arrives
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByText('waiting')).toBeTruthy();
      expect(idle).toHaveLength(1);
      await act(async () => idle.shift()!()); // the next idle moment: rendered
      expect(screen.getByText('loaded menus')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves an idle import that failed for the next time it is wanted, which tries again', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ name: 'menu' });
    const { rerender } = render(
      <Boundary>
        <Probe load={load} wanted={false} />
      </Boundary>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(
      <Boundary>
        <Probe load={load} wanted />
      </Boundary>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loaded menu')).toBeTruthy();
  });

  it('throws an import that failed while wanted, for the route error screen to offer a reload', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(() => Promise.reject(failure));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Probe load={load} wanted />
      </Boundary>,
    );
    await settle();
    expect(
      screen.getByText(/failed: TypeError: Failed to fetch dynamically imported module/),
    ).toBeTruthy();
  });
});

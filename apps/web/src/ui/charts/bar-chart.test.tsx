import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { BarChart } from './bar-chart';

const chart = (
  <BarChart
    title="Nights by month"
    categories={['Jan', 'Feb', 'Mar']}
    series={[
      { key: 'booked', label: 'Booked', values: [3, 0, 7], color: 'teal' },
      { key: 'elsewhere', label: 'Elsewhere', values: [1, 2, 0], color: 'orange' },
    ]}
    format={(value) => `${value} nights`}
    stacked
  />
);

describe('BarChart', () => {
  beforeEach(() => setLocale('en'));

  it('is a figure named by its title, with every value in a table for screen readers', () => {
    renderWithRouter(chart);
    const figure = screen.getByRole('figure', { name: 'Nights by month' });
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PeriodBookedElsewhere',
      'Jan3 nights1 nights',
      'Feb0 nights2 nights',
      'Mar7 nights0 nights',
    ]);
  });

  it('walks the groups with the arrow keys, Home and End, and says each one’s exact values', () => {
    renderWithRouter(chart);
    const plot = screen.getByRole('group', { name: /Nights by month/ });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('JanBooked: 3 nightsElsewhere: 1 nights');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe('MarBooked: 7 nightsElsewhere: 0 nights');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toContain('Feb');
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(screen.getByRole('status').textContent).toContain('Jan');
    fireEvent.blur(plot);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the table instead of the bars on request, and the bars again', () => {
    renderWithRouter(chart);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.queryByRole('group', { name: /Nights by month/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(screen.getByRole('group', { name: /Nights by month/ })).toBeTruthy();
  });

  it('below the first screen, paints its frame at once and its values a task later', async () => {
    renderWithRouter(
      <BarChart
        title="Arrivals"
        categories={['Mon']}
        series={[{ key: 'a', label: 'Arrivals', values: [4], color: 'teal' }]}
        format={(value) => `${value} arrivals`}
        later
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Arrivals' });
    // The plot keeps its height from the first paint, so nothing below it moves later.
    expect(within(figure).getByRole('group', { name: /Arrivals/ }).style.height).toBe('220px');
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(await within(figure).findByText('4 arrivals')).toBeTruthy();
  });

  it('names only every n-th group when its labels are wider than the groups, and keeps all in the table', async () => {
    // The plot is 48 px of axis and 280 px of bars: seven groups of 40 px; the
    // longest label, 12 characters, takes about 87 px: every third group is named.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          const rect = {
            x: 0,
            y: 0,
            top: 0,
            left: 0,
            bottom: 220,
            right: 328,
            width: 328,
            height: 220,
          };
          this.report(
            [{ target, contentRect: rect } as unknown as ResizeObserverEntry],
            this as never,
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const buckets = [
      '1 night',
      '2 nights',
      '3 nights',
      '4–6 nights',
      '7–13 nights',
      '14–27 nights',
      '28+ nights',
    ];
    const { container } = renderWithRouter(
      <BarChart
        title="Length of stay"
        categories={buckets}
        series={[{ key: 'n', label: 'Bookings', values: [1, 2, 3, 0, 0, 1, 0], color: 'blue' }]}
        format={(value) => String(value)}
      />,
    );
    await vi.waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    const labels = [...container.querySelectorAll('svg text')]
      .map((text) => text.textContent)
      .filter((text) => buckets.includes(text ?? ''));
    expect(labels).toEqual(['1 night', '4–6 nights', '28+ nights']);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
  });
});

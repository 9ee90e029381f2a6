import type { TvAdvance } from '@gazda/contracts/admin';
import { createTranslator } from '@gazda/i18n/translate';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { TvList, type TvRow } from './tv-list';
import { advanceRow } from './tv-rows';

const advance: TvAdvance = {
  id: 9,
  code: 'GZ-ABC123',
  listing: { id: 1, name: 'Stan Dorćol' },
  guest_name: 'Ana Gost',
  host: {
    first_name: 'Petar',
    last_name: 'Domaćin',
    email: 'p@example.rs',
    phone: '+381641234567',
  },
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  advance: 5376,
  currency: 'EUR',
  due_date: '2027-01-03',
  overdue: true,
  booked_at: '2027-01-01T10:00:00.000Z',
};

const row = (key: string): TvRow => ({ key, main: key, sub: '', side: '' });
const refresh = 'refresh';

/** The list as a screen holds it: a refresh brings one new row on top. */
function Harness() {
  const [rows, setRows] = useState([row('r1')]);
  return (
    <>
      <button type="button" aria-label={refresh} onClick={() => setRows([row('r2'), row('r1')])} />
      <TvList label="x" rows={rows} />
    </>
  );
}

describe('TV lists', () => {
  beforeEach(() => setLocale('sr'));

  it('an overdue advance reads as overdue, with the amount, the host and their phone', () => {
    const t = createTranslator('sr');
    const r = advanceRow(advance, t, 'sr');
    expect(r.overdue).toBe(true);
    expect(r.side).toBe('KASNI 3. jan');
    expect(r.main).toMatch(/^53,76\s€ · Stan Dorćol$/);
    expect(String(r.sub)).toContain('Petar Domaćin · +381641234567 · p@example.rs');
    renderWithRouter(<TvList label="x" rows={[r]} />);
    expect(screen.getByText('KASNI 3. jan').closest('li')?.getAttribute('data-overdue')).toBe(
      'true',
    );
  });

  it('a row that arrives with a refresh is highlighted for a few seconds; the first answer is not', () => {
    vi.useFakeTimers();
    const view = renderWithRouter(<Harness />);
    const li = (key: string) => view.container.querySelector(`[data-row="${key}"]`);
    expect(li('r1')?.getAttribute('data-fresh')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: refresh }));
    expect(li('r2')?.getAttribute('data-fresh')).toBe('true');
    expect(li('r1')?.getAttribute('data-fresh')).toBeNull();
    act(() => vi.advanceTimersByTime(7000));
    expect(li('r2')?.getAttribute('data-fresh')).toBeNull();
    vi.useRealTimers();
  });
});

import type { MultiCalendarListing } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import { fireEvent, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { exampleDays } from '../test/fixtures';
import { emptyGridSelection, gridSelectionReducer, selectionBox } from '../utils/grid-selection';
import { MultiGrid } from './multi-grid';

const start = '2027-01-04';
const dates = Array.from({ length: 10 }, (_, i) => addDays(start, i));
const listing = (id: number, name: string): MultiCalendarListing => ({
  id,
  name,
  status: 'listed',
  category: 'apartment',
  city: 'Beograd',
  photo_url: null,
  currency: 'EUR',
  days: exampleDays(start, 10, {}),
});
const listings = [listing(1, 'Dorćol'), listing(2, 'Niš'), listing(3, 'Zlatibor')];
const byId = new Map(listings.map((l) => [l.id, l.days]));

/** The grid with its selection kept as the page keeps it; the chosen block is written out. */
function Harness() {
  const [selection, dispatch] = useReducer(gridSelectionReducer, emptyGridSelection);
  const box = selectionBox(selection);
  return (
    <>
      <output data-testid="box">
        {box ? `${box.rows.join('-')} ${box.cols.join('-')}` : 'none'}
      </output>
      <MultiGrid
        listings={listings}
        dates={dates}
        dayAt={(id, col) => byId.get(id)?.[col]}
        selection={selection}
        dispatch={dispatch}
        onColumns={() => {}}
      />
    </>
  );
}

const cellOf = (row: number, col: number) =>
  document.querySelector<HTMLButtonElement>(`button[data-row="${row}"][data-col="${col}"]`)!;
const box = () => screen.getByTestId('box').textContent;
const mouse = { pointerType: 'mouse', button: 0 };

describe('multi-calendar grid selection', () => {
  beforeEach(() => setLocale('en'));

  it('names each cell by listing, date, price and minimum stay', () => {
    renderWithRouter(<Harness />);
    const label = cellOf(1, 2).getAttribute('aria-label')!;
    expect(label).toMatch(/^Niš, Wednesday, January 6, 2027, €\d+/);
    expect(label).toMatch(/minimum \d+ nights?/);
    expect(screen.getByRole('link', { name: 'Calendar of Zlatibor' })).toBeTruthy();
  });

  it('mouse: a drag across listings and days chooses the block; Shift-click extends it', () => {
    renderWithRouter(<Harness />);
    fireEvent.pointerDown(cellOf(0, 1), mouse);
    fireEvent.pointerEnter(cellOf(1, 2), mouse);
    fireEvent.pointerEnter(cellOf(2, 4), mouse);
    fireEvent.pointerUp(window, mouse);
    expect(box()).toBe('0-2 1-4');
    expect(cellOf(1, 3).getAttribute('aria-pressed')).toBe('true');
    // Moving without a press changes nothing; a Shift-click moves the far corner.
    fireEvent.pointerEnter(cellOf(0, 8), mouse);
    expect(box()).toBe('0-2 1-4');
    fireEvent.pointerDown(cellOf(1, 6), { ...mouse, shiftKey: true });
    expect(box()).toBe('0-1 1-6');
  });

  it('keyboard: arrows move the focus, Shift extends, Enter chooses a first and a last cell', () => {
    renderWithRouter(<Harness />);
    const first = cellOf(0, 0);
    expect(first.tabIndex).toBe(0);
    expect(cellOf(1, 1).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cellOf(0, 1));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    expect(box()).toBe('0-1 1-2');
    expect(document.activeElement).toBe(cellOf(1, 2));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(box()).toBe('none');
    // Enter on a first cell, arrows to the last, Enter again.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(box()).toBe('1-2 2-3');
  });
});

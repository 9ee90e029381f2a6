import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isComplete,
  nightsOf,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './selection';

function run(actions: SelectionAction[], from: SelectionState = emptySelection) {
  return actions.reduce(selectionReducer, from);
}

describe('range selection', () => {
  it('two clicks give the range between them, in either order', () => {
    const state = run([
      { type: 'click', date: '2027-01-12' },
      { type: 'click', date: '2027-01-10' },
    ]);
    expect(state.range).toEqual({ from: '2027-01-10', to: '2027-01-12' });
    expect(nightsOf(state.range!)).toBe(3);
    expect(isComplete(state)).toBe(true);
  });

  it('the first click waits for the second and the pointer previews it', () => {
    const state = run([
      { type: 'click', date: '2027-01-30' },
      { type: 'pointer-over', date: '2027-02-02' },
    ]);
    expect(isComplete(state)).toBe(false);
    expect(state.range).toEqual({ from: '2027-01-30', to: '2027-02-02' });
    const done = selectionReducer(state, { type: 'click', date: '2027-02-02' });
    expect(done.range).toEqual({ from: '2027-01-30', to: '2027-02-02' });
    expect(nightsOf(done.range!)).toBe(4);
  });

  it('a drag across days selects them; a year crossing counts its nights', () => {
    const state = run([
      { type: 'drag-start', date: '2026-12-30' },
      { type: 'pointer-over', date: '2026-12-31' },
      { type: 'pointer-over', date: '2027-01-02' },
      { type: 'drag-end' },
    ]);
    expect(state.range).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(nightsOf(state.range!)).toBe(4);
    expect(isComplete(state)).toBe(true);
  });

  it('a press and release on one day is a click', () => {
    const state = run([
      { type: 'drag-start', date: '2027-01-05' },
      { type: 'drag-end' },
      { type: 'click', date: '2027-01-05' },
    ]);
    expect(state.anchor).toBe('2027-01-05');
    expect(isComplete(state)).toBe(false);
  });

  it('a drag that comes back to its first day keeps the range when the click follows', () => {
    const state = run([
      { type: 'drag-start', date: '2027-01-05' },
      { type: 'pointer-over', date: '2027-01-07' },
      { type: 'pointer-over', date: '2027-01-05' },
      { type: 'drag-end' },
      { type: 'click', date: '2027-01-05' },
    ]);
    expect(state.range).toEqual({ from: '2027-01-05', to: '2027-01-05' });
    expect(isComplete(state)).toBe(true);
  });

  it('clear (Escape) forgets everything', () => {
    const state = run([{ type: 'click', date: '2027-01-05' }, { type: 'clear' }]);
    expect(state).toEqual(emptySelection);
  });
});

describe('a press on a day', () => {
  it('keeps the chosen range until the pointer moves (no layout change mid-click)', () => {
    const chosen = run([
      { type: 'click', date: '2027-01-10' },
      { type: 'click', date: '2027-01-12' },
    ]);
    const pressed = selectionReducer(chosen, { type: 'drag-start', date: '2027-01-20' });
    expect(isComplete(pressed)).toBe(true);
    const moved = selectionReducer(pressed, { type: 'pointer-over', date: '2027-01-21' });
    expect(isComplete(moved)).toBe(false);
    expect(moved.range).toEqual({ from: '2027-01-20', to: '2027-01-21' });
  });
});

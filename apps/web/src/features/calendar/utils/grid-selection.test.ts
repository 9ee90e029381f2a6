import { describe, expect, it } from 'vitest';
import {
  emptyGridSelection,
  gridSelectionReducer,
  inBox,
  selectionBox,
  type GridSelectionAction,
  type GridSelectionState,
} from './grid-selection';

const run = (actions: GridSelectionAction[], state: GridSelectionState = emptyGridSelection) =>
  actions.reduce(gridSelectionReducer, state);
const key = (k: string, shift = false): GridSelectionAction => ({
  type: 'key',
  key: k,
  shift,
  rows: 3,
  cols: 10,
});

describe('grid selection', () => {
  it('a drag across rows and days chooses the block between its ends', () => {
    const state = run([
      { type: 'press', cell: { row: 2, col: 5 }, shift: false },
      { type: 'enter', cell: { row: 1, col: 6 } },
      { type: 'enter', cell: { row: 0, col: 3 } },
      { type: 'release' },
      { type: 'enter', cell: { row: 2, col: 9 } },
    ]);
    expect(selectionBox(state)).toEqual({ rows: [0, 2], cols: [3, 5] });
    expect(state.dragging).toBe(false);
  });

  it('a click then a Shift-click chooses the block', () => {
    const state = run([
      { type: 'press', cell: { row: 0, col: 1 }, shift: false },
      { type: 'release' },
      { type: 'press', cell: { row: 1, col: 4 }, shift: true },
    ]);
    expect(selectionBox(state)).toEqual({ rows: [0, 1], cols: [1, 4] });
    expect(inBox(selectionBox(state), 1, 2)).toBe(true);
    expect(inBox(selectionBox(state), 2, 2)).toBe(false);
  });

  it('keyboard: arrows move, Shift extends, within the grid', () => {
    const state = run([
      key('ArrowRight'),
      key('ArrowRight'),
      key('ArrowDown', true),
      key('ArrowRight', true),
    ]);
    expect(state.active).toEqual({ row: 1, col: 3 });
    expect(selectionBox(state)).toEqual({ rows: [0, 1], cols: [2, 3] });
    const edge = run([key('ArrowUp'), key('ArrowLeft'), key('End'), key('ArrowRight')]);
    expect(edge.active).toEqual({ row: 0, col: 9 });
  });

  it('keyboard: Enter on a first and then a last cell chooses the block; Escape clears', () => {
    let state = run([
      key('ArrowDown'),
      key('Enter'),
      key('ArrowRight'),
      key('ArrowRight'),
      key('ArrowDown'),
      key(' '),
    ]);
    expect(selectionBox(state)).toEqual({ rows: [1, 2], cols: [0, 2] });
    state = run([key('Escape')], state);
    expect(selectionBox(state)).toBeNull();
    // A third Enter starts a new choice where the focus is.
    state = run([key('Enter'), key('ArrowLeft'), key('Enter'), key('Enter')], state);
    expect(selectionBox(state)).toEqual({ rows: [2, 2], cols: [1, 1] });
  });
});

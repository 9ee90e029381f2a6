/*
 * The multi-calendar's selection (issue #27): a block of cells, rows being listings and columns
 * days, chosen by dragging, by a click and a Shift-click, or by keyboard (arrows move the active
 * cell, Shift with arrows extends the block, Enter or Space chooses a first and then a last cell).
 * A pure reducer, tested by itself; the grid only dispatches.
 */
export type Cell = { row: number; col: number };

export type GridSelectionState = {
  /** The cell that has the keyboard focus (roving tabindex). */
  active: Cell;
  /** The block's two corners; null when nothing is chosen. */
  anchor: Cell | null;
  focus: Cell | null;
  dragging: boolean;
};

export type GridSelectionAction =
  | { type: 'press'; cell: Cell; shift: boolean }
  | { type: 'enter'; cell: Cell }
  /** A cell got the focus (Tab, a click, a screen reader): the keyboard goes on from there. */
  | { type: 'focus'; cell: Cell }
  /** A tap (touch): a first cell, then a last one, like Enter. */
  | { type: 'tap'; cell: Cell }
  | { type: 'release' }
  | { type: 'key'; key: string; shift: boolean; rows: number; cols: number }
  | { type: 'clear' };

export const emptyGridSelection: GridSelectionState = {
  active: { row: 0, col: 0 },
  anchor: null,
  focus: null,
  dragging: false,
};

type Box = { rows: [number, number]; cols: [number, number] };

/** The chosen block as inclusive row and column ranges, or null. */
export function selectionBox(state: GridSelectionState): Box | null {
  const { anchor, focus } = state;
  if (!anchor || !focus) return null;
  return {
    rows: [Math.min(anchor.row, focus.row), Math.max(anchor.row, focus.row)],
    cols: [Math.min(anchor.col, focus.col), Math.max(anchor.col, focus.col)],
  };
}

export function inBox(box: Box | null, row: number, col: number): boolean {
  return (
    box !== null &&
    row >= box.rows[0] &&
    row <= box.rows[1] &&
    col >= box.cols[0] &&
    col <= box.cols[1]
  );
}

const STEPS: Record<string, Cell> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
const same = (a: Cell | null, b: Cell | null) =>
  a !== null && b !== null && a.row === b.row && a.col === b.col;

/** Whether the grid handles `key` (it then prevents the browser's own scrolling). */
export function isGridKey(key: string): boolean {
  return (
    key in STEPS ||
    key === 'Enter' ||
    key === ' ' ||
    key === 'Escape' ||
    key === 'Home' ||
    key === 'End'
  );
}

export function gridSelectionReducer(
  state: GridSelectionState,
  action: GridSelectionAction,
): GridSelectionState {
  switch (action.type) {
    case 'press':
      if (action.shift && state.anchor)
        return { ...state, active: action.cell, focus: action.cell, dragging: false };
      return { active: action.cell, anchor: action.cell, focus: action.cell, dragging: true };
    case 'enter':
      return state.dragging ? { ...state, active: action.cell, focus: action.cell } : state;
    case 'focus':
      return same(state.active, action.cell) ? state : { ...state, active: action.cell };
    case 'tap':
      return chooseAt({ ...state, active: action.cell, dragging: false });
    case 'release':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'clear':
      return { ...state, anchor: null, focus: null, dragging: false };
    case 'key':
      return keyReducer(state, action);
  }
}

/** A first choice waits for the last: the second choice completes the block from it. */
function chooseAt(state: GridSelectionState): GridSelectionState {
  if (state.anchor && same(state.anchor, state.focus) && !same(state.anchor, state.active))
    return { ...state, focus: state.active };
  return { ...state, anchor: state.active, focus: state.active };
}

function keyReducer(
  state: GridSelectionState,
  action: Extract<GridSelectionAction, { type: 'key' }>,
): GridSelectionState {
  const { key, shift, rows, cols } = action;
  if (key === 'Escape') return { ...state, anchor: null, focus: null };
  if (key === 'Enter' || key === ' ') return chooseAt(state);
  const step =
    key === 'Home'
      ? { row: 0, col: -state.active.col }
      : key === 'End'
        ? { row: 0, col: cols - 1 - state.active.col }
        : STEPS[key];
  if (!step) return state;
  const active = {
    row: clamp(state.active.row + step.row, rows - 1),
    col: clamp(state.active.col + step.col, cols - 1),
  };
  if (!shift) return { ...state, active };
  return { ...state, active, anchor: state.anchor ?? state.active, focus: active };
}

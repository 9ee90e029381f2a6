import { addDays, diffDays, type LocalDate } from '@gazda/domain/dates';

/** Selected days, both ends included: each day is the night that starts on it. */
export type DayRange = { from: LocalDate; to: LocalDate };

export type SelectionState = {
  /** What the grid highlights (also while a drag or a two-click choice is under way). */
  range: DayRange | null;
  /** The first click of a two-click choice, waiting for the second. */
  anchor: LocalDate | null;
  drag: { start: LocalDate; moved: boolean } | null;
  /** A drag that ended on its own first day: the browser still sends that day a click. */
  swallowClickOn: LocalDate | null;
};

export type SelectionAction =
  | { type: 'click'; date: LocalDate }
  | { type: 'drag-start'; date: LocalDate }
  | { type: 'pointer-over'; date: LocalDate }
  | { type: 'drag-end' }
  | { type: 'clear' };

export const emptySelection: SelectionState = {
  range: null,
  anchor: null,
  drag: null,
  swallowClickOn: null,
};

function ordered(a: LocalDate, b: LocalDate): DayRange {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

export function nightsOf(range: DayRange): number {
  return diffDays(range.from, range.to) + 1;
}

/** Selected days (both ends included) are nights: the stay leaves the day after the last one. */
export function stayOfSelection(range: DayRange) {
  return { check_in: range.from, check_out: addDays(range.to, 1) };
}

/**
 * True once a range is chosen, and not while the second click is awaited or a drag is moving.
 * A press that has not moved yet keeps the chosen range: the panel must not change (and move the
 * page under the pointer) between the press and the release of a click.
 */
export function isComplete(state: SelectionState): boolean {
  return state.range !== null && state.anchor === null && !state.drag?.moved;
}

/*
 * Choosing a range: press on a day and drag to another (mouse), or click a first and a last day
 * (mouse, keyboard, touch). A drag that comes back to its first day and is released there counts
 * as a click, so it starts a two-click choice.
 */
export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'click': {
      if (state.swallowClickOn === action.date) return { ...state, swallowClickOn: null };
      if (state.anchor !== null)
        return { ...emptySelection, range: ordered(state.anchor, action.date) };
      return { ...emptySelection, anchor: action.date, range: ordered(action.date, action.date) };
    }
    case 'drag-start':
      return { ...state, drag: { start: action.date, moved: false }, swallowClickOn: null };
    case 'pointer-over': {
      if (state.drag) {
        const moved = state.drag.moved || action.date !== state.drag.start;
        if (!moved) return state;
        return {
          ...state,
          anchor: null,
          drag: { start: state.drag.start, moved },
          range: ordered(state.drag.start, action.date),
        };
      }
      // The second day of a two-click choice follows the pointer until it is clicked.
      if (state.anchor !== null) return { ...state, range: ordered(state.anchor, action.date) };
      return state;
    }
    case 'drag-end': {
      if (!state.drag) return state;
      if (!state.drag.moved) return { ...state, drag: null };
      const end = state.range?.from === state.drag.start ? state.range.to : state.range?.from;
      return {
        ...state,
        drag: null,
        anchor: null,
        swallowClickOn: end === state.drag.start ? end : null,
      };
    }
    case 'clear':
      return emptySelection;
  }
}

export function inRange(range: DayRange | null, date: LocalDate): boolean {
  return range !== null && date >= range.from && date <= range.to;
}

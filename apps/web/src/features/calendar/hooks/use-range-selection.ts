import type { LocalDate } from '@gazda/domain/dates';
import { useEffect, useRef, useState } from 'react';
import {
  emptySelection,
  isComplete,
  selectionReducer,
  type DayRange,
  type SelectionAction,
  type SelectionState,
} from '../utils/selection';

/**
 * The grid's range selection (utils/selection.ts) with what the browser adds: a drag ends on a
 * pointer release anywhere, and Escape clears. `onComplete` runs when a range has been chosen.
 */
export function useRangeSelection(onComplete: (range: DayRange) => void) {
  const [state, setState] = useState<SelectionState>(emptySelection);
  const latest = useRef(state);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  function dispatch(action: SelectionAction) {
    const previous = latest.current;
    const next = selectionReducer(previous, action);
    if (next === previous) return;
    latest.current = next;
    setState(next);
    if (next.range && isComplete(next) && (!isComplete(previous) || next.range !== previous.range))
      onCompleteRef.current(next.range);
  }
  const dispatchRef = useRef(dispatch);
  useEffect(() => {
    dispatchRef.current = dispatch;
  });

  const dragging = state.drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const end = () => dispatchRef.current({ type: 'drag-end' });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [dragging]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') dispatchRef.current({ type: 'clear' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Stable for the memoised day cells: they call the latest dispatch through the ref.
  const [handlers] = useState(() => ({
    select: (date: LocalDate) => dispatchRef.current({ type: 'click', date }),
    dragStart: (date: LocalDate) => dispatchRef.current({ type: 'drag-start', date }),
    pointerOver: (date: LocalDate) => dispatchRef.current({ type: 'pointer-over', date }),
    clear: () => dispatchRef.current({ type: 'clear' }),
  }));

  return {
    state,
    handlers,
    selected: isComplete(state) ? state.range : null,
  };
}

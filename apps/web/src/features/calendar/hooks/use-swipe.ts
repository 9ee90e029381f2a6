import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe of at least this many pixels, clearly more sideways than up or down. */
const MIN_SWIPE_PX = 50;

/** Touch handlers for an element: a swipe left calls `onNext`, a swipe right `onPrevious`. */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    start.current =
      touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const from = start.current;
    const touch = event.changedTouches[0];
    start.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) onNext();
    else onPrevious();
  }

  return { onTouchStart, onTouchEnd };
}

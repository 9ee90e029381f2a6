import { useCallback, useEffect, useState } from 'react';

/** Whether a horizontally scrolling box has more to show before or after what is in view. */
type ScrollEdges = { before: boolean; after: boolean };

const SLACK = 2;

function edgesOf(element: HTMLElement): ScrollEdges {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return {
    before: scrollLeft > SLACK,
    after: scrollLeft + clientWidth < scrollWidth - SLACK,
  };
}

/**
 * A row that scrolls sideways (tabs on a phone) says so: the caller fades the edge with more
 * behind it. Follows scrolling and resizing; the element comes through a callback ref.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element) return;
    const update = () =>
      setEdges((old) => {
        const next = edgesOf(element);
        return old.before === next.before && old.after === next.after ? old : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [element]);

  return { ref, element, edges };
}

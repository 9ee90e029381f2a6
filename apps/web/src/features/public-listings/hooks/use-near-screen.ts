import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element came within `margin` of the screen (once true, it stays true): what is
 * far below the fold (the map, its script and its tiles) waits until the visitor scrolls toward it.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '100px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

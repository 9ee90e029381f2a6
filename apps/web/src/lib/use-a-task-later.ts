import { useEffect, useState } from 'react';

/**
 * False on the first render, true from a task later (a timer after the effects, so the render it
 * causes is a task of its own, not part of the one that flushed every component's effects).
 */
export function useATaskLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}

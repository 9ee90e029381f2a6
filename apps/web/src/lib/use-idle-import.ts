import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A module the screen does not show at first (issue #9): imported when the page is idle, or at
 * once when `wanted` (a tap before that); null until it has arrived. `load` must be a stable
 * function (a module-level `() => import(…)`). Nothing is imported while `enabled` is false.
 */
export function useIdleImport<T>(
  load: () => Promise<T>,
  wanted: boolean,
  enabled = true,
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled || loaded) return;
    let live = true;
    const start = () => {
      void load().then((module) => {
        if (live) setLoaded(() => module);
      });
    };
    if (wanted) {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [load, wanted, enabled, loaded]);
  return loaded;
}

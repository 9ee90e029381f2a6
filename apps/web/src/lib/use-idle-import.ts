import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A module the screen does not show at first (issue #9): imported when the page is idle and
 * handed over at the next idle moment (its evaluation and the render of what it brings are two
 * tasks), or at once when `wanted` (a tap before that); null until then. `load` must be a stable
 * function (a module-level `() => import(…)`). Nothing is imported while `enabled` is false.
 *
 * An import that fails while nobody asked for it is left for the next time it is wanted, which
 * tries again. One that fails while wanted (a dropped connection, a file gone after a deploy) is
 * thrown from the render, so the route's error screen says a part did not load and offers a
 * reload (app/route-error.tsx), as for a screen's own code: never a button that stays busy.
 */
export function useIdleImport<T>(
  load: () => Promise<T>,
  wanted: boolean,
  enabled = true,
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!enabled || loaded) return;
    let live = true;
    let cancelShow = () => {};
    const start = () => {
      load().then(
        (module) => {
          if (!live) return;
          // Asked for: at once. Otherwise the module's evaluation and the render of what it
          // brings are two idle tasks, not one long one (issue #9).
          if (wanted) setLoaded(() => module);
          else cancelShow = whenIdle(() => setLoaded(() => module));
        },
        (error: unknown) => {
          if (live && wanted) setFailed(() => error ?? new Error('import failed'));
        },
      );
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
      cancelShow();
    };
  }, [load, wanted, enabled, loaded]);
  if (failed !== null) throw failed;
  return loaded;
}

import { useEffect, useState, type ReactNode } from 'react';

type DeferredProps = {
  children: ReactNode;
  /** Shown until then; nothing by default (for what is below the first screen). */
  fallback?: ReactNode;
};

/**
 * Renders its children in a task of their own, after the first paint of the screen around it:
 * the first screen shows sooner and the browser is never busy with one long render (Total
 * Blocking Time, issue #9). Each instance waits for its own timer, so several deferred sections
 * render one task each. Meant for what is below the first screen or hidden: the content is there
 * a frame later, for keyboard, screen readers and tests alike (tests wait for it with findBy…).
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Effects run after the paint; the timer puts the render in a new task instead of the one
    // that flushes every component's effects.
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return <>{ready ? children : fallback}</>;
}

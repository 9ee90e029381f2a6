import type { ReactNode } from 'react';
import { useATaskLater } from '../lib/use-a-task-later';

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
  const ready = useATaskLater();
  return <>{ready ? children : fallback}</>;
}

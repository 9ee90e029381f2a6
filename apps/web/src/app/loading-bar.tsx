import { nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/** The thin bar at the top: while a route loads and while any query or mutation runs. */
export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const requests = useIsFetching() + useIsMutating();
  const busy = navigating || requests > 0;
  const running = useRef(false);

  useEffect(() => {
    if (busy && !running.current) {
      running.current = true;
      nprogress.start();
    } else if (!busy && running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [busy]);

  return null;
}

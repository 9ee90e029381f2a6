import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

/** Transient messages show for 2 seconds (docs/rules/product.md §2, §9). */
const NOTIFICATION_MS = 2000;

/*
 * The toasts' container (with its transitions, portal and scroll lock) loads with the first toast,
 * not with the first screen: the toast waits in Mantine's store and shows once it is there.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={NOTIFICATION_MS} limit={3} />
    </Suspense>
  );
}

type ProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <LocaleProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <NavigationProgress color="ink.5" size={3} aria-hidden />
          <Toasts />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}

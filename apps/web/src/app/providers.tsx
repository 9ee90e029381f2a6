import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

/** Transient messages show for 2 seconds (product.md §2, §9). */
export const NOTIFICATION_MS = 2000;

/*
 * The toasts' container (with its transitions and portal) loads after the first screen: a toast
 * raised before it arrives waits in Mantine's store and shows once it is there.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

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
          <Suspense fallback={null}>
            <Notifications position="bottom-center" autoClose={NOTIFICATION_MS} limit={3} />
          </Suspense>
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}

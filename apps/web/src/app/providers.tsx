import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

/** Transient messages show for 2 seconds (product.md §2, §9). */
export const NOTIFICATION_MS = 2000;

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
          <Notifications position="bottom-center" autoClose={NOTIFICATION_MS} limit={3} />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}

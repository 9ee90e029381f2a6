import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getLocale } from '../lib/i18n';

/** A route's `:id` when it is one; a screen answers "not found" for anything else. */
function idParam({ params }: LoaderFunctionArgs): number | null {
  return /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : null;
}

/**
 * A screen's data starts loading with its code, not after it (issue #9): these loaders start the
 * screen's own queries (the same options, so its useQuery takes the answer over) and return at
 * once, so a navigation never waits for them. A failure is left to the screen, which shows it.
 */
export function routePrefetchers(queryClient: QueryClient) {
  const me = () =>
    import('../features/auth/api/get-me').then((m) =>
      queryClient.ensureQueryData(m.meQueryOptions()),
    );
  const start = (work: () => Promise<unknown>) => {
    work().catch(() => undefined);
    return null;
  };
  return {
    /** The shell needs `me` before any screen shows, and the categories for its menu and banners. */
    panel: () =>
      start(() =>
        Promise.all([
          me(),
          import('../features/listings/api/get-categories').then((m) =>
            queryClient.prefetchQuery(m.categoriesQueryOptions(getLocale(), true)),
          ),
        ]),
      ),
    /** `/`: a host's day and summary, once `me` says the user is one. */
    dashboard: () =>
      start(async () => {
        const [user, { dashboardTodayQueryOptions }, { dashboardQueryOptions }] = await Promise.all(
          [
            me(),
            import('../features/dashboard/api/get-dashboard-today'),
            import('../features/dashboard/api/get-dashboard'),
          ],
        );
        if (user.apartmentCount > 0)
          await Promise.all([
            queryClient.prefetchQuery(dashboardTodayQueryOptions(getLocale())),
            queryClient.prefetchQuery(dashboardQueryOptions(getLocale())),
          ]);
      }),
    /** `/ads/{id}`: the listing, then its first photo (the page's largest paint). */
    publicListing: (args: LoaderFunctionArgs) => {
      const id = idParam(args);
      if (id === null) return null;
      return start(() =>
        import('../features/public-listings/api/get-public-listing').then((m) =>
          m.prefetchPublicListing(queryClient, id, getLocale()),
        ),
      );
    },
    /** The calendar editor: init-data and the days, as the editor asks for them. */
    calendar: (args: LoaderFunctionArgs) => {
      const id = idParam(args);
      if (id === null) return null;
      return start(() =>
        import('../features/calendar/api/prefetch-calendar').then((m) =>
          m.prefetchCalendar(queryClient, id, getLocale()),
        ),
      );
    },
  };
}

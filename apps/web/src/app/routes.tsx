import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { takePendingCategory } from '../features/listings/pending-category';
import { routePath, routes } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { accountRoutes } from './account-routes';
import { requireAuth } from './guards';
import { withLoadTimeouts } from './load-timeout';
import { RootLayout } from './root-layout';
import { withAllMessages, withMessages } from './route-messages';
import { operatorBackOffice, operatorTvScreens } from './operator-routes';
import { RouteError } from './route-error';
import { routePrefetchers } from './route-prefetch';

/*
 * Every screen and both shells load lazily, so `/login` downloads neither the panel shell nor the
 * dashboard. Guards are loaders: they run before any of that code is fetched. Routes of later
 * issues are not here yet; the catch-all not-found page answers them.
 */

/**
 * The code of a route whose loader starts data (route-prefetch.ts), asked for one task later.
 * React Router calls every matched route's `lazy` before any loader, so the code's files would
 * take the browser's six connections first and the data's module (then its fetch) would queue
 * behind them (issue #9); this way the loaders' imports are requested first.
 */
function afterLoaders<T>(load: () => Promise<T>): () => Promise<T> {
  return () => new Promise((resolve) => setTimeout(resolve, 0)).then(load);
}

const panelLayout = afterLoaders(
  withMessages('visited', () =>
    import('./panel-layout').then((m) => ({ Component: m.PanelLayout })),
  ),
);
const publicLayout = afterLoaders(
  withMessages('visited', () =>
    import('./public-layout').then((m) => ({ Component: m.PublicLayout })),
  ),
);
const adaptiveLayout = withMessages('all', () =>
  import('./adaptive-layout').then((m) => ({ Component: m.AdaptiveLayout })),
);

/**
 * The panel's guard. After login or registration it also continues a listing type chosen on
 * /listings/create while logged out (docs/rules/product.md §2: "the choice survives login or
 * registration").
 */
function panelGuard(args: LoaderFunctionArgs) {
  requireAuth(args);
  const category = takePendingCategory();
  if (category)
    throw redirect(routePath('listings.create-in-category', { categoryConst: category }));
  return null;
}

/** The panel's routes; `queryClient` is the one the screens read, which the loaders fill. */
export function createRouteTree(queryClient: QueryClient): RouteObject[] {
  const prefetch = routePrefetchers(queryClient);
  // Every lazy part fails after 120 s (docs/rules/product.md §8) into RouteError's retry screen.
  return withLoadTimeouts([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: CenteredLoader,
      children: [
        ...accountRoutes(),
        {
          // The public site's pages (issue 5): the search and a listing's page, logged in or not.
          id: 'public-site',
          lazy: publicLayout,
          children: withAllMessages([
            {
              path: routes.search,
              lazy: () => import('../routes/search').then((m) => ({ Component: m.SearchRoute })),
            },
            {
              path: routes['ads.show'],
              loader: prefetch.publicListing,
              lazy: afterLoaders(() =>
                import('../routes/public-listing').then((m) => ({
                  Component: m.PublicListingRoute,
                })),
              ),
            },
          ]),
        },
        // docs/rules/decisions.md §2: after logout the panel goes here, which lands on /login.
        { path: routes['logout-redirect'], loader: () => redirect(routePath('login')) },
        {
          // Choosing the listing type works logged out (bare layout) and logged in (panel shell).
          id: 'listings-create',
          path: routes.AdsCreate,
          lazy: adaptiveLayout,
          children: [
            {
              index: true,
              lazy: () =>
                import('../routes/listings-create').then((m) => ({
                  Component: m.ListingsCreateRoute,
                })),
            },
          ],
        },
        operatorTvScreens(),
        {
          id: 'panel',
          loader: (args: LoaderFunctionArgs) => {
            panelGuard(args);
            return prefetch.panel();
          },
          lazy: panelLayout,
          children: withAllMessages([
            operatorBackOffice(),
            {
              path: routes.Dashboard,
              loader: prefetch.dashboard,
              lazy: afterLoaders(() =>
                import('../routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
              ),
            },
            {
              path: routes.Ads,
              lazy: () =>
                import('../routes/listings-list').then((m) => ({ Component: m.ListingsListRoute })),
            },
            {
              path: routes['listings.create-in-category'],
              lazy: () =>
                import('../routes/listings-create-in-category').then((m) => ({
                  Component: m.ListingsCreateInCategoryRoute,
                })),
            },
            {
              // The mailed link of a delete request; a static segment, so not a category's list.
              path: routes['listings.delete-confirm'],
              lazy: () =>
                import('../routes/listings-delete-confirm').then((m) => ({
                  Component: m.ListingsDeleteConfirmRoute,
                })),
            },
            {
              path: routes['listing.form'],
              lazy: () =>
                import('../routes/listing-form').then((m) => ({ Component: m.ListingFormRoute })),
            },
            {
              path: routes['listing.verify'],
              lazy: () =>
                import('../routes/verify-listing').then((m) => ({
                  Component: m.VerifyListingRoute,
                })),
            },
            {
              path: routes['ads-list'],
              lazy: () => import('../routes/ads-list').then((m) => ({ Component: m.AdsListRoute })),
            },
            {
              // Static `calendar` outranks the listing form's `:stepSlug?` in React Router's ranking.
              path: routes['listing.calendar'],
              loader: prefetch.calendar,
              lazy: afterLoaders(() =>
                import('../routes/listing-calendar').then((m) => ({
                  Component: m.ListingCalendarRoute,
                })),
              ),
            },
            {
              // Static `messages` outranks the listing form's `:stepSlug?`, as `calendar` does.
              path: routes['listing.messages'],
              lazy: () =>
                import('../routes/listing-messages').then((m) => ({
                  Component: m.ListingMessagesRoute,
                })),
            },
            {
              // Static `reservation` plus one segment: longer than the form's `:stepSlug?`.
              path: routes['listing.reservation'],
              lazy: () =>
                import('../routes/listing-reservation').then((m) => ({
                  Component: m.ListingReservationRoute,
                })),
            },
            {
              path: routes['multi-calendar'],
              lazy: () =>
                import('../routes/multi-calendar').then((m) => ({
                  Component: m.MultiCalendarRoute,
                })),
            },
            {
              path: routes.insights,
              lazy: () =>
                import('../routes/insights').then((m) => ({ Component: m.InsightsRoute })),
            },
            {
              path: routes['tourist-tax'],
              lazy: () =>
                import('../routes/tourist-tax').then((m) => ({ Component: m.TouristTaxRoute })),
            },
            {
              path: routes.reservations,
              lazy: () =>
                import('../routes/reservations').then((m) => ({ Component: m.ReservationsRoute })),
            },
            {
              path: routes['reservation.show'],
              lazy: () =>
                import('../routes/reservations-show').then((m) => ({
                  Component: m.ReservationShowRoute,
                })),
            },
            {
              path: routes.inquiries,
              lazy: () =>
                import('../routes/inquiries').then((m) => ({ Component: m.InquiriesRoute })),
            },
            {
              path: routes['inquiry.show'],
              lazy: () =>
                import('../routes/inquiry-show').then((m) => ({ Component: m.InquiryShowRoute })),
            },
            {
              path: routes['my-travel.reservations'],
              lazy: () =>
                import('../routes/my-travel-reservations').then((m) => ({
                  Component: m.MyTravelReservationsRoute,
                })),
            },
            {
              path: routes.inbox,
              lazy: () => import('../routes/inbox').then((m) => ({ Component: m.InboxRoute })),
            },
            {
              path: routes['inbox.conversation'],
              lazy: () => import('../routes/inbox').then((m) => ({ Component: m.InboxRoute })),
            },
            {
              path: routes['activity-log'],
              lazy: () =>
                import('../routes/activity-log').then((m) => ({ Component: m.ActivityLogRoute })),
            },
            {
              path: routes.payouts,
              lazy: () => import('../routes/payouts').then((m) => ({ Component: m.PayoutsRoute })),
            },
            {
              path: routes['government-id'],
              lazy: () =>
                import('../routes/government-id').then((m) => ({ Component: m.GovernmentIdRoute })),
            },
            {
              path: routes['delete-account'],
              lazy: () =>
                import('../routes/delete-account').then((m) => ({
                  Component: m.DeleteAccountRoute,
                })),
            },
            {
              path: routes['my-travel.inquiries'],
              lazy: () =>
                import('../routes/my-travel-inquiries').then((m) => ({
                  Component: m.MyTravelInquiriesRoute,
                })),
            },
            {
              path: routes['user-settings'],
              lazy: () =>
                import('../routes/user-settings').then((m) => ({ Component: m.UserSettingsRoute })),
              children: [
                { index: true, loader: () => redirect(routePath('user-settings.account')) },
                {
                  path: routes['user-settings.account'],
                  lazy: () =>
                    import('../routes/settings-account').then((m) => ({
                      Component: m.SettingsAccountRoute,
                    })),
                },
                {
                  path: routes['user-settings.change-password'],
                  lazy: () =>
                    import('../routes/settings-change-password').then((m) => ({
                      Component: m.SettingsChangePasswordRoute,
                    })),
                },
                {
                  path: routes['user-settings.payouts'],
                  lazy: () =>
                    import('../routes/settings-payouts').then((m) => ({
                      Component: m.SettingsPayoutsRoute,
                    })),
                },
                {
                  path: routes['user-settings.notifications'],
                  lazy: () =>
                    import('../routes/settings-notifications').then((m) => ({
                      Component: m.SettingsNotificationsRoute,
                    })),
                },
              ],
            },
          ]),
        },
      ],
    },
  ]);
}

import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { takePendingCategory } from '../features/listings/pending-category';
import { routePath, routes } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { adminGuard, adminGuardRevalidate } from './admin-guard';
import { guestOnly, requireAuth } from './guards';
import { withLoadTimeouts } from './load-timeout';
import { RootLayout } from './root-layout';
import { withAllMessages, withMessages } from './route-messages';
import { RouteError } from './route-error';
import { routePrefetchers } from './route-prefetch';

/*
 * Every screen and both shells load lazily, so `/login` downloads neither the panel shell nor the
 * dashboard. Guards are loaders: they run before any of that code is fetched. Routes of later
 * issues are not here yet; the catch-all not-found page answers them.
 */
const authLayout = () => import('./auth-layout').then((m) => ({ Component: m.AuthLayout }));
const notFound = () => import('../routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

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
const tvLayout = withMessages('all', () =>
  import('./tv-layout').then((m) => ({ Component: m.TvLayout })),
);
const adminGate = () => import('./admin-gate').then((m) => ({ Component: m.AdminGate }));
const adaptiveLayout = withMessages('all', () =>
  import('./adaptive-layout').then((m) => ({ Component: m.AdaptiveLayout })),
);

/**
 * The panel's guard. After login or registration it also continues a listing type chosen on
 * /listings/create while logged out (product.md §2: "the choice survives login or registration").
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
  // Every lazy part fails after 120 s (product.md §8) into RouteError's retry screen.
  return withLoadTimeouts([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: CenteredLoader,
      children: [
        {
          id: 'guest',
          loader: guestOnly,
          lazy: authLayout,
          children: [
            {
              path: routes.login,
              lazy: () => import('../routes/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: routes.register,
              lazy: () =>
                import('../routes/register').then((m) => ({ Component: m.RegisterRoute })),
            },
            {
              path: routes['reset-password'],
              lazy: () =>
                import('../routes/reset-password').then((m) => ({
                  Component: m.ResetPasswordRoute,
                })),
            },
          ],
        },
        {
          id: 'public',
          lazy: authLayout,
          children: [
            {
              path: routes['email.verify'],
              lazy: () =>
                import('../routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
            },
            {
              // Social login returns here (issue 8); with or without a token.
              path: routes['auth.callback'],
              lazy: () =>
                import('../routes/social-callback').then((m) => ({
                  Component: m.SocialCallbackRoute,
                })),
            },
            { path: routes['page-not-found'], lazy: notFound },
            { path: '*', lazy: notFound },
          ],
        },
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
        // decisions.md §2: after logout the panel goes here, which lands on /login.
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
        {
          // The operator's TV screens (issue 7): full window, no panel shell; Admin only.
          id: 'tv',
          loader: adminGuard,
          shouldRevalidate: adminGuardRevalidate,
          lazy: tvLayout,
          children: [
            {
              path: routes.tv,
              lazy: () => import('../routes/tv').then((m) => ({ Component: m.TvRoute })),
            },
            {
              path: routes['tv.double'],
              lazy: () =>
                import('../routes/tv-double').then((m) => ({ Component: m.TvDoubleRoute })),
            },
            {
              path: routes['tv.advance-payment'],
              lazy: () =>
                import('../routes/tv-advance-payment').then((m) => ({
                  Component: m.TvAdvancePaymentRoute,
                })),
            },
            {
              path: routes['tv.unresolved-inquiries'],
              lazy: () =>
                import('../routes/tv-unresolved-inquiries').then((m) => ({
                  Component: m.TvUnresolvedInquiriesRoute,
                })),
            },
          ],
        },
        {
          id: 'panel',
          loader: (args: LoaderFunctionArgs) => {
            panelGuard(args);
            return prefetch.panel();
          },
          lazy: panelLayout,
          children: withAllMessages([
            {
              // The back office (issue 7): Admin only, inside the panel shell.
              id: 'admin',
              loader: adminGuard,
              shouldRevalidate: adminGuardRevalidate,
              lazy: adminGate,
              children: [
                { path: routes.admin, loader: () => redirect(routePath('admin.listings')) },
                {
                  path: routes['admin.listings'],
                  lazy: () =>
                    import('../routes/admin-listings').then((m) => ({
                      Component: m.AdminListingsRoute,
                    })),
                },
                {
                  path: routes['admin.inquiries'],
                  lazy: () =>
                    import('../routes/admin-inquiries').then((m) => ({
                      Component: m.AdminInquiriesRoute,
                    })),
                },
                {
                  path: routes['admin.advance-payments'],
                  lazy: () =>
                    import('../routes/admin-advance-payments').then((m) => ({
                      Component: m.AdminAdvancePaymentsRoute,
                    })),
                },
                {
                  path: routes['admin.requests'],
                  lazy: () =>
                    import('../routes/admin-requests').then((m) => ({
                      Component: m.AdminRequestsRoute,
                    })),
                },
                {
                  path: routes['admin.users'],
                  lazy: () =>
                    import('../routes/admin-users').then((m) => ({ Component: m.AdminUsersRoute })),
                },
                {
                  path: routes['admin.government-ids'],
                  lazy: () =>
                    import('../routes/admin-government-ids').then((m) => ({
                      Component: m.AdminGovernmentIdsRoute,
                    })),
                },
                {
                  path: routes['admin.account-deletions'],
                  lazy: () =>
                    import('../routes/admin-account-deletions').then((m) => ({
                      Component: m.AdminAccountDeletionsRoute,
                    })),
                },
              ],
            },
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
              // Static `reservation` plus one segment: longer than the form's `:stepSlug?`.
              path: routes['listing.reservation'],
              lazy: () =>
                import('../routes/listing-reservation').then((m) => ({
                  Component: m.ListingReservationRoute,
                })),
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
              path: routes['activity-log'],
              lazy: () =>
                import('../routes/activity-log').then((m) => ({ Component: m.ActivityLogRoute })),
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

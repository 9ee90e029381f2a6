import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { takePendingCategory } from '../features/listings/pending-category';
import { routePath, routes } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { guestOnly, requireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every screen and both shells load lazily, so `/login` downloads neither the panel shell nor the
 * dashboard. Guards are loaders: they run before any of that code is fetched. Routes of later
 * issues are not here yet; the catch-all not-found page answers them.
 */
const authLayout = () => import('./auth-layout').then((m) => ({ Component: m.AuthLayout }));
const panelLayout = () => import('./panel-layout').then((m) => ({ Component: m.PanelLayout }));
const notFound = () => import('../routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));
const publicLayout = () => import('./public-layout').then((m) => ({ Component: m.PublicLayout }));
const adaptiveLayout = () =>
  import('./adaptive-layout').then((m) => ({ Component: m.AdaptiveLayout }));

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

export const routeTree: RouteObject[] = [
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
            lazy: () => import('../routes/register').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: routes['reset-password'],
            lazy: () =>
              import('../routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
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
          { path: routes['page-not-found'], lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
      {
        // The public site's pages (issue 5): the search and a listing's page, logged in or not.
        id: 'public-site',
        lazy: publicLayout,
        children: [
          {
            path: routes.search,
            lazy: () => import('../routes/search').then((m) => ({ Component: m.SearchRoute })),
          },
          {
            path: routes['ads.show'],
            lazy: () =>
              import('../routes/public-listing').then((m) => ({
                Component: m.PublicListingRoute,
              })),
          },
        ],
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
        id: 'panel',
        loader: panelGuard,
        lazy: panelLayout,
        children: [
          {
            path: routes.Dashboard,
            lazy: () =>
              import('../routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
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
            lazy: () =>
              import('../routes/listing-calendar').then((m) => ({
                Component: m.ListingCalendarRoute,
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
                path: routes['user-settings.notifications'],
                lazy: () =>
                  import('../routes/settings-notifications').then((m) => ({
                    Component: m.SettingsNotificationsRoute,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

import { redirect, type RouteObject } from 'react-router';
import { routePath, routes } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { guestOnly, requireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every screen and both shells load lazily, so `/login` downloads neither the panel shell nor the
 * dashboard. Guards are loaders: they run before any of that code is fetched. Routes of later
 * issues (listings, reservations, …) are not here yet; the catch-all not-found page answers them.
 */
const authLayout = () => import('./auth-layout').then((m) => ({ Component: m.AuthLayout }));
const panelLayout = () => import('./panel-layout').then((m) => ({ Component: m.PanelLayout }));
const notFound = () => import('../routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

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
      // decisions.md §2: after logout the panel goes here, which lands on /login.
      { path: routes['logout-redirect'], loader: () => redirect(routePath('login')) },
      {
        id: 'panel',
        loader: requireAuth,
        lazy: panelLayout,
        children: [
          {
            path: routes.Dashboard,
            lazy: () =>
              import('../routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
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

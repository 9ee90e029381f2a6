import { redirect, type RouteObject } from 'react-router';
import { routePath, routes } from '../lib/route-names';
import { adminGuard, adminGuardRevalidate } from './admin-guard';
import { withMessages } from './route-messages';

/*
 * The operator's routes (issue 7), Admin only: their guard runs before any of their code is
 * fetched (admin-guard.ts), and their screens wait for all messages (route-messages.ts).
 */
const tvLayout = withMessages('all', () =>
  import('./tv-layout').then((m) => ({ Component: m.TvLayout })),
);
const adminGate = () => import('./admin-gate').then((m) => ({ Component: m.AdminGate }));

/** The TV screens: full window, no panel shell. */
export function operatorTvScreens(): RouteObject {
  return {
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
        lazy: () => import('../routes/tv-double').then((m) => ({ Component: m.TvDoubleRoute })),
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
  };
}

/** The back office, inside the panel shell (app/routes.tsx puts it among the panel's routes). */
export function operatorBackOffice(): RouteObject {
  return {
    id: 'admin',
    loader: adminGuard,
    shouldRevalidate: adminGuardRevalidate,
    lazy: adminGate,
    children: [
      { path: routes.admin, loader: () => redirect(routePath('admin.listings')) },
      {
        path: routes['admin.insights'],
        lazy: () =>
          import('../routes/admin-insights').then((m) => ({ Component: m.AdminInsightsRoute })),
      },
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
        lazy: () => import('../routes/admin-users').then((m) => ({ Component: m.AdminUsersRoute })),
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
      {
        path: routes['admin.reported-conversations'],
        lazy: () =>
          import('../routes/admin-reported-conversations').then((m) => ({
            Component: m.AdminReportedConversationsRoute,
          })),
      },
    ],
  };
}

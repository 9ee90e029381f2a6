import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/**
 * Renders routes in a memory router with the real providers (theme, i18n, query client). Routes
 * whose loaders fill the query client (app/routes.tsx) come as a function of it.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialPath = '/',
) {
  const queryClient = createQueryClient();
  const tree = typeof routes === 'function' ? routes(queryClient) : routes;
  const router = createMemoryRouter(tree, { initialEntries: [initialPath] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** A fetch that answers like the server: JSON with a status. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const demoUser = {
  id: 7,
  first_name: 'Milica',
  last_name: 'Jovanović',
  email: 'milica@example.rs',
  phone: null,
  media_avatar: null,
  email_verified_at: null,
  pending_email: null,
  id_verified_at: null,
  hasGovernmentId: false,
  governmentIdStatus: 'not_uploaded',
  payoutsCount: 0,
  hasUserDetails: false,
  apartmentCount: 0,
  account_type: 'individual',
  details: null,
  settings: {
    lang: 'sr',
    notifications: true,
    mails: {
      new_bookings: true,
      trip_updates: true,
      booking_changes: true,
      reminders: true,
      messages: true,
    },
  },
  rolesAndPermissions: { roles: [] },
} as const;

import { Outlet, useLoaderData } from 'react-router';
import { NotFoundRoute } from '../routes/not-found';
import type { AdminGuardData } from './admin-guard';

/** The back office inside the panel shell: the screen for an admin, else the not-found page. */
export function AdminGate() {
  const { admin } = useLoaderData() as AdminGuardData;
  return admin ? <Outlet /> : <NotFoundRoute />;
}

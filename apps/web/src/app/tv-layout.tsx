import { Center } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { NotFoundRoute } from '../routes/not-found';
import { CenteredLoader } from '../ui/centered-loader';
import type { AdminGuardData } from './admin-guard';

/**
 * The TV screens' shell: nothing but the screen (no bar, navigation, banners or chat), full
 * window on a dark background; each screen draws its own title and last-update time.
 */
export function TvLayout() {
  const { admin } = useLoaderData() as AdminGuardData;
  if (!admin)
    return (
      <Center mih="100dvh" p="md" bg="gray.0">
        <NotFoundRoute />
      </Center>
    );
  return (
    <Suspense fallback={<CenteredLoader />}>
      <Outlet />
    </Suspense>
  );
}

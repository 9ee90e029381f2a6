import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
let router: ReturnType<typeof createAppRouter> | null = null;

/**
 * Creates the router, which starts the first screen's loaders and code. main.tsx calls it a task
 * after the panel's scripts have run, so that neither is one long task (issue #9); App calls it
 * in case nothing did.
 */
export function startRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter(queryClient);
  return router;
}

export function App() {
  const router = startRouter();
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { dashboardSummarySchema, dashboardTodaySchema } from '@gazda/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { dashboardSummary } from './dashboard-service';
import { dashboardToday } from './dashboard-today-service';

/**
 * GET dashboard: the host's summary on `/` (next check-ins, inquiries, listings, advances);
 * GET dashboard/today: what today and tomorrow hold (README.md).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    {
      onRequest: requireUser,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: dataOf(dashboardSummarySchema), 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: await dashboardSummary(deps, authOf(request).user.id, request.locale),
    }),
  );

  app.get(
    '/dashboard/today',
    {
      onRequest: requireUser,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: dataOf(dashboardTodaySchema), 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: await dashboardToday(deps, authOf(request).user.id, request.locale),
    }),
  );
};

import { activityLogEntrySchema, activityLogQuerySchema } from '@gazda/contracts/activity-log';
import { errorBodySchema, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { listActivity } from './activity-log-list-service';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * GET activity-log: the user's own log, filterable by listing and kind
 * (docs/rules/decisions.md §8).
 */
export const activityLogRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/activity-log',
    {
      schema: {
        tags,
        security,
        querystring: activityLogQuerySchema,
        response: {
          200: listOf(activityLogEntrySchema),
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listActivity(deps, authOf(request).user.id, request.query, request.locale),
  );
};

import { adminUserSchema, adminUsersQuerySchema } from '@gazda/contracts/admin';
import { errorBodySchema, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { requireAdmin } from '../../plugins/request-context';
import { userSearch } from './admin-users-service';

/** The operator's user search (role Admin; 401 without a login, 403 for everybody else). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: adminUsersQuerySchema,
        response: {
          200: listOf(adminUserSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => userSearch(deps, request.query),
  );
};

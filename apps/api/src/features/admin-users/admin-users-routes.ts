import { adminUserSchema, adminUsersQuerySchema } from '@gazda/contracts/admin';
import { dataOf, errorBodySchema, listOf } from '@gazda/contracts/common';
import { payoutListSchema } from '@gazda/contracts/payouts';
import { userSchema } from '@gazda/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireAdmin } from '../../plugins/request-context';
import {
  adminLogoutUser,
  adminUserPayouts,
  adminUserView,
  userSearch,
} from './admin-users-service';

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

  // Read-only views of one user's panel (`viewAsAdmin`); the one write is ending their logins.
  const idParams = z.object({ id: z.string() });
  const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: dataOf(userSchema), ...readErrors },
      },
    },
    async (request) => ({ data: await adminUserView(deps, request.params.id) }),
  );

  app.get(
    '/admin/users/:id/payouts',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: payoutListSchema, ...readErrors },
      },
    },
    async (request) => adminUserPayouts(deps, request.params.id),
  );

  app.post(
    '/admin/users/:id/logout',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null().describe('No content'), ...readErrors },
      },
    },
    async (request, reply) => {
      await adminLogoutUser(deps, authOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

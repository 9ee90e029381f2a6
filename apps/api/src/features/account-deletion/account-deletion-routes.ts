import {
  accountDeletionSchema,
  adminAccountDeletionSchema,
  adminAccountDeletionsQuerySchema,
  deleteAccountBodySchema,
} from '@gazda/contracts/account-deletion';
import { dataOf, errorBodySchema, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireAdmin, requireUser } from '../../plugins/request-context';
import {
  completeDeletion,
  pendingDeletionList,
  presentDeletion,
  requestDeletion,
} from './account-deletion-service';

const security = [{ bearer: [] }];

/** The owner's deletion request: GET its state, POST it with the password (202). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  const tags = ['account'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/delete-account',
    {
      schema: {
        tags,
        security,
        response: { 200: dataOf(accountDeletionSchema), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: presentDeletion(authOf(request).user) }),
  );

  app.post(
    '/delete-account',
    {
      schema: {
        tags,
        security,
        body: deleteAccountBodySchema,
        response: {
          202: dataOf(accountDeletionSchema),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await requestDeletion(deps, authOf(request).user, request.body, request.ip);
      return reply.status(202).send({ data });
    },
  );
};

/** The operator's side: pending requests, and completing one at once. */
export const adminAccountDeletionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/account-deletions',
    {
      schema: {
        tags,
        security,
        querystring: adminAccountDeletionsQuerySchema,
        response: {
          200: listOf(adminAccountDeletionSchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => pendingDeletionList(deps, request.query),
  );

  app.post(
    '/admin/users/:id/complete-deletion',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          204: z.null().describe('No content'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await completeDeletion(deps, authOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

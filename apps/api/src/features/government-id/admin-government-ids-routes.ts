import { dataOf, errorBodySchema, listOf } from '@gazda/contracts/common';
import {
  adminGovernmentIdSchema,
  adminGovernmentIdsQuerySchema,
  rejectGovernmentIdBodySchema,
} from '@gazda/contracts/government-id';
import { userSchema } from '@gazda/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireAdmin } from '../../plugins/request-context';
import { reviewGovernmentId, reviewQueue } from './government-id-service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ userId: z.coerce.number().int().positive() });
const refusals = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** ID review by an operator (role Admin; 403 for everybody else). Answers carry the owner. */
export const adminGovernmentIdsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/government-ids',
    {
      schema: {
        tags,
        security,
        querystring: adminGovernmentIdsQuerySchema,
        response: {
          200: listOf(adminGovernmentIdSchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => reviewQueue(deps, request.query),
  );

  app.post(
    '/admin/government-ids/:userId/verify',
    { schema: { tags, security, params, response: { 200: dataOf(userSchema), ...refusals } } },
    async (request) => ({
      data: await reviewGovernmentId(
        deps,
        authOf(request).user.id,
        request.params.userId,
        'verify',
        null,
      ),
    }),
  );

  app.post(
    '/admin/government-ids/:userId/reject',
    {
      schema: {
        tags,
        security,
        params,
        body: rejectGovernmentIdBodySchema,
        response: { 200: dataOf(userSchema), 422: errorBodySchema, ...refusals },
      },
    },
    async (request) => ({
      data: await reviewGovernmentId(
        deps,
        authOf(request).user.id,
        request.params.userId,
        'reject',
        request.body.reason,
      ),
    }),
  );
};

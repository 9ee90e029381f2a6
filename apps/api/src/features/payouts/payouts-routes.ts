import { errorBodySchema, dataOf } from '@gazda/contracts/common';
import {
  payoutListSchema,
  payoutLockedBodySchema,
  payoutMethodBodySchema,
  payoutMethodSchema,
} from '@gazda/contracts/payouts';
import { createTranslator } from '@gazda/i18n/translate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import {
  createPayout,
  deletePayout,
  listPayouts,
  PayoutLockedError,
  updatePayout,
} from './payouts-service';

const tags = ['account'];
const security = [{ bearer: [] }];
// An id that is not a number is just another method the caller does not have: 404.
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * 423 carries the support address the panel links to (docs/rules/product.md §6: "contact support by
 * email").
 */
async function unlessLocked<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PayoutLockedError)) throw error;
    return reply.status(423).send({
      message: createTranslator(request.locale)(error.messageKey),
      code: 'payout_locked',
      support_email: deps.config.supportEmail,
    });
  }
}

/** The logged-in user's payout methods: list, add, replace, delete. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/user-settings/payouts',
    { schema: { tags, security, response: { 200: payoutListSchema, 401: errorBodySchema } } },
    async (request) => listPayouts(deps, authOf(request).user.id),
  );

  app.post(
    '/user-settings/payouts',
    {
      schema: {
        tags,
        security,
        body: payoutMethodBodySchema,
        response: { 201: dataOf(payoutMethodSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const method = await createPayout(deps, authOf(request).user.id, request.body);
      return reply.status(201).send({ data: method });
    },
  );

  app.put(
    '/user-settings/payouts/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: payoutMethodBodySchema,
        response: { 200: dataOf(payoutMethodSchema), ...errors, 423: payoutLockedBodySchema },
      },
    },
    async (request, reply) =>
      unlessLocked(deps, request, reply, async () => ({
        data: await updatePayout(
          deps,
          authOf(request).user.id,
          Number(request.params.id),
          request.body,
        ),
      })),
  );

  app.delete(
    '/user-settings/payouts/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: {
          204: z.null().describe('No content'),
          ...errors,
          423: payoutLockedBodySchema,
        },
      },
    },
    async (request, reply) =>
      unlessLocked(deps, request, reply, async () => {
        await deletePayout(deps, authOf(request).user.id, Number(request.params.id));
        return reply.status(204).send(null);
      }),
  );
};

import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { pushSubscriptionBodySchema, pushSubscriptionSchema } from '@gazda/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import {
  addSubscription,
  listSubscriptions,
  removeSubscription,
} from './push-subscriptions-service';

const tags = ['account'];

/** The caller's push subscriptions: browsers (Web Push) and the app's device tokens. */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/push-subscriptions',
    {
      schema: {
        tags,
        security,
        response: { 200: dataOf(z.array(pushSubscriptionSchema)), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listSubscriptions(deps, authOf(request).user.id) }),
  );

  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        security,
        body: pushSubscriptionBodySchema,
        response: {
          201: dataOf(pushSubscriptionSchema),
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? null;
      const data = await addSubscription(deps, authOf(request).user.id, request.body, userAgent);
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/push-subscriptions/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: {
          204: z.null().describe('No content'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await removeSubscription(deps, authOf(request).user.id, Number(request.params.id));
      return reply.status(204).send(null);
    },
  );
};

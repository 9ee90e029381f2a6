import { errorBodySchema } from '@gazda/contracts/common';
import {
  broadcastingAuthBodySchema,
  broadcastingAuthResponseSchema,
} from '@gazda/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { authorizeChannel } from './realtime-service';

const tags = ['realtime'];
const security = [{ bearer: [] }];

/**
 * The broadcasting auth path (docs/rules/product.md §7): may the caller subscribe to this channel?
 */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags,
        security,
        body: broadcastingAuthBodySchema,
        response: {
          200: broadcastingAuthResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: authorizeChannel(authOf(request).user.id, request.body.channel_name),
    }),
  );
};

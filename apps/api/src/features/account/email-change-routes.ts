import {
  emailChangeParamsSchema,
  emailChangeQuerySchema,
  emailChangeResponseSchema,
} from '@gazda/contracts/account';
import { errorBodySchema } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { confirmEmailChange, invalidEmailChangeLink } from './email-change-service';

/** The link mailed to a new address (no login: it is signed); the panel's page calls it. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/email/change/:id/:hash',
    {
      // Any malformed link is "not valid" (errors.link), not a list of query fields.
      attachValidation: true,
      schema: {
        tags: ['account'],
        params: emailChangeParamsSchema,
        querystring: emailChangeQuerySchema,
        response: { 200: emailChangeResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidEmailChangeLink();
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      return { data: await confirmEmailChange(deps, { id, hash, expires, signature }) };
    },
  );
};

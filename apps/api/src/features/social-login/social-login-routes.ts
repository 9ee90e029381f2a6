import { sessionResponseSchema } from '@gazda/contracts/auth';
import { errorBodySchema } from '@gazda/contracts/common';
import {
  socialLoginBodySchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialRedirectQuerySchema,
} from '@gazda/contracts/social-login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { configuredProviders, socialLogin, startSocialLogin } from './social-login-service';

const tags = ['auth'];

/**
 * Social login (docs/rules/product.md §7 sociallogin/{provider}): providers, start, code exchange.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/auth/providers',
    { schema: { tags, response: { 200: socialProvidersResponseSchema } } },
    async () => ({ data: configuredProviders(deps) }),
  );

  app.get(
    '/auth/:provider/redirect',
    {
      schema: {
        tags,
        params: socialProviderParamsSchema,
        querystring: socialRedirectQuerySchema,
        response: { 302: z.null(), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const url = await startSocialLogin(
        deps,
        request.params.provider,
        { redirectUrl: request.query.redirect_url, binding: request.query.binding },
        request.query.lang ?? request.locale,
      );
      return reply.redirect(url, 302);
    },
  );

  app.post(
    '/sociallogin/:provider',
    {
      schema: {
        tags,
        params: socialProviderParamsSchema,
        body: socialLoginBodySchema,
        response: { 200: sessionResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      if (request.body.provider !== request.params.provider) throw notFound();
      return socialLogin(
        deps,
        request.body,
        request.locale,
        request.headers['user-agent'] ?? 'unknown client',
      );
    },
  );
};

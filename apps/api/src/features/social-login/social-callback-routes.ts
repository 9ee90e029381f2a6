import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Apple returns with an HTTP POST (response_mode=form_post) to /auth/apple/callback, which the
 * single-page panel cannot read. This turns it into the GET the panel's callback screen reads:
 * 303 to the same path with `code` and `state` (and `error`) as query values.
 */
const formSchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

export const socialCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.post(
    '/auth/:provider/callback',
    {
      schema: {
        hide: true,
        params: z.object({ provider: z.enum(['google', 'apple']) }),
        body: formSchema,
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(request.body))
        if (typeof value === 'string') query.set(key, value);
      return reply.redirect(`/auth/${request.params.provider}/callback?${query}`, 303);
    },
  );
};

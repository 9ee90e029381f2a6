import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { databaseAnswers } from './health-repository';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

/** For load balancers and the start scripts: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      if (await databaseAnswers(deps.db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    },
  );
};

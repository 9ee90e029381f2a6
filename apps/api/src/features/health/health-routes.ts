import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { checkHealth, readinessCheck } from './health-service';
import type { Readiness } from './readiness';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const liveSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  /** `pending` lists nothing by name: the log and `npm run db:migrate` tell which. */
  migrations: z.enum(['ok', 'pending', 'unknown']),
  /** `off` without REDIS_URL (one process). */
  redis: z.enum(['ok', 'unreachable', 'off']),
  shutting_down: z.boolean(),
});

/**
 * `/health` (200 when the database answers, else 503) for the start scripts; `/health/live` for
 * a supervisor's liveness probe (the process answers: never restart it for a database outage);
 * `/health/ready` for the load balancer: 200 only when the database answers, every migration this
 * code knows is applied, Redis is connected (when configured) and the process is not shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps; readiness: Readiness }> = async (
  app,
  { deps, readiness },
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return health.status === 'ok' ? health : reply.status(503).send(health);
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  const ready = readinessCheck(deps, readiness);
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const body = await ready();
      return body.status === 'ok' ? body : reply.status(503).send(body);
    },
  );
};

import { listOf } from '@gazda/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { page } from './page';
import { security } from './route-schemas';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type PageQuery = { page: number; per_page: number };

/**
 * GET `path`: one page of what `list` finds for the request, as docs/rules/api.md's `{ data, meta }`
 * (the host's and the operator's queues ask the same list with another viewer).
 */
export function listRoute<Q extends z.ZodType<PageQuery>, T extends z.ZodType>(
  app: ZodApp,
  path: string,
  schema: { tags: string[]; querystring: Q; item: T; errors: Record<number, z.ZodType> },
  list: (
    request: FastifyRequest,
    query: z.output<Q>,
  ) => Promise<{ data: z.input<T>[]; total: number }>,
) {
  const { tags, querystring, item, errors } = schema;
  app.get(
    path,
    { schema: { tags, security, querystring, response: { 200: listOf(item), ...errors } } },
    async (request) => {
      // Validated against `querystring`; the type provider cannot name a generic schema's output.
      const query = request.query as z.output<Q>;
      const { data, total } = await list(request, query);
      return page(data, total, query);
    },
  );
}

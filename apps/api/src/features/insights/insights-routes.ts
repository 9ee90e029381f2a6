import { dataOf } from '@gazda/contracts/common';
import {
  insightsQuerySchema,
  insightsSchema,
  operatorInsightsQuerySchema,
  operatorInsightsSchema,
  reservationsExportQuerySchema,
} from '@gazda/contracts/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { errorAnswersFor, security } from '../../http/route-schemas';
import { authOf, requireAdmin, requireUser } from '../../plugins/request-context';
import { hostInsights, operatorInsights, reservationsCsv } from './insights-service';

const tags = ['insights'];
const csvDescription =
  '200: `text/csv; charset=utf-8` with a byte order mark and `;` separators, as an attachment.';

/** GET insights, the operator's GET admin/insights and the reservations exports (issue #31). */
export const insightsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/insights',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        querystring: insightsQuerySchema,
        response: { 200: dataOf(insightsSchema), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await hostInsights(deps, authOf(request).user.id, request.query, request.locale),
    }),
  );

  app.get(
    '/admin/insights',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        querystring: operatorInsightsQuerySchema,
        response: { 200: dataOf(operatorInsightsSchema), ...errorAnswersFor(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await operatorInsights(deps, request.query.from, request.query.to),
    }),
  );

  for (const [path, operator] of [
    ['/reservations/export.csv', false],
    ['/admin/reservations/export.csv', true],
  ] as const) {
    app.get(
      path,
      {
        onRequest: operator ? requireAdmin : requireUser,
        schema: {
          tags,
          security,
          querystring: reservationsExportQuerySchema,
          produces: ['text/csv'],
          description: csvDescription,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const ownerId = operator ? null : authOf(request).user.id;
        const csv = await reservationsCsv(deps, ownerId, from, to, request.locale);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="gazda-${from}-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  }
};

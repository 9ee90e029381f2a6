import { dataOf } from '@gazda/contracts/common';
import {
  touristTaxRateBodySchema,
  touristTaxRateSchema,
  touristTaxReportQuerySchema,
  touristTaxReportSchema,
} from '@gazda/contracts/tourist-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { errorAnswersFor, security } from '../../http/route-schemas';
import { authOf, requireAdmin, requireUser } from '../../plugins/request-context';
import {
  putTouristTaxRate,
  touristTaxRates,
  touristTaxReport,
  touristTaxReportCsv,
} from './tourist-tax-service';

const tags = ['tourist-tax'];

/**
 * The tourist tax (docs/rules/tourist-tax.md): the operator's rates per city and date, and the
 * host's monthly report (JSON, and CSV for spreadsheets).
 */
export const touristTaxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/admin/tourist-tax-rates',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        response: { 200: dataOf(z.array(touristTaxRateSchema)), ...errorAnswersFor(401, 403) },
      },
    },
    async () => ({ data: await touristTaxRates(deps.db) }),
  );

  // One rate per city and date: repeating the PUT leaves one row with the last amount.
  app.put(
    '/admin/tourist-tax-rates',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        body: touristTaxRateBodySchema,
        response: { 200: dataOf(touristTaxRateSchema), ...errorAnswersFor(401, 403, 422) },
      },
    },
    async (request) => ({ data: await putTouristTaxRate(deps.db, request.body) }),
  );

  app.get(
    '/tourist-tax/report',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        querystring: touristTaxReportQuerySchema,
        response: { 200: dataOf(touristTaxReportSchema), ...errorAnswersFor(401, 422) },
      },
    },
    async (request) => ({
      data: await touristTaxReport(
        deps.db,
        authOf(request).user.id,
        request.query.month,
        request.locale,
      ),
    }),
  );

  app.get(
    '/tourist-tax/report.csv',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        querystring: touristTaxReportQuerySchema,
        produces: ['text/csv'],
        description: '200: `text/csv; charset=utf-8` with a byte order mark and `;` separators.',
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const report = await touristTaxReport(
        deps.db,
        authOf(request).user.id,
        month,
        request.locale,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gazda-tourist-tax-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(touristTaxReportCsv(report, request.locale));
    },
  );
};

import { dataOf, pageQuerySchema } from '@gazda/contracts/common';
import {
  adminPayoutSchema,
  qrQuerySchema,
  exchangeRateBodySchema,
  exchangeRatesAnswerSchema,
  hostPayoutSchema,
  markPayoutsSentAnswerSchema,
  markPayoutsSentBodySchema,
  recordPaymentBodySchema,
  reservationPaymentSchema,
  reservationPaymentsAnswerSchema,
  statementQuerySchema,
  statementSchema,
} from '@gazda/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { listRoute } from '../../http/list-route';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireAdmin, requireUser } from '../../plugins/request-context';
import { markPayoutBatch } from './payout-batch-service';
import { monthlyStatement, statementCsv } from './statement-service';
import {
  duePayouts,
  exchangeRates,
  hostPayouts,
  putExchangeRate,
  recordPayment,
  reservationPayments,
  tripPayment,
  tripPaymentQr,
} from './payments-service';

const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The guest's advance of a trip: the facts and the IPS QR (its guest and operators; else 404). */
export const tripPaymentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['my-travel'];

  app.get(
    '/my-travel/reservations/:id/payment',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(reservationPaymentSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await tripPayment(deps, pathId(request.params.id), authOf(request).user),
    }),
  );

  app.get(
    '/my-travel/reservations/:id/payment/qr.png',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: qrQuerySchema,
        produces: ['image/png'],
        description:
          '200: `image/png`, the NBS IPS QR of the advance still due (`part=rest`: of the rest, to the host); 404 when none.',
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const png = await tripPaymentQr(deps, pathId(id), authOf(request).user, request.query.part);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );
};

/** The host's payouts: every platform reservation with its earnings and payout state. */
export const hostPayoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  listRoute(
    app,
    '/payouts',
    {
      tags: ['account'],
      querystring: pageQuerySchema,
      item: hostPayoutSchema,
      errors: errorAnswers,
    },
    (request, query) => hostPayouts(deps, authOf(request).user.id, query, request.locale),
  );

  app.get(
    '/payouts/statement',
    {
      schema: {
        tags: ['account'],
        security,
        querystring: statementQuerySchema,
        response: { 200: dataOf(statementSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await monthlyStatement(deps, authOf(request).user, request.query.month, request.locale),
    }),
  );

  app.get(
    '/payouts/statement.csv',
    {
      schema: {
        tags: ['account'],
        security,
        querystring: statementQuerySchema,
        produces: ['text/csv'],
        description: "200: `text/csv; charset=utf-8`, the month's statement as an attachment.",
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const statement = await monthlyStatement(deps, authOf(request).user, month, request.locale);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gazda-isplate-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement, request.locale));
    },
  );
};

/** The operator's EUR→RSD rates and the payments recorded against a reservation. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['admin'];
  const rates = { 200: dataOf(exchangeRatesAnswerSchema), ...errorAnswers };
  const payments = { 200: dataOf(reservationPaymentsAnswerSchema), ...errorAnswers };

  app.get('/admin/exchange-rates', { schema: { tags, security, response: rates } }, async () => ({
    data: await exchangeRates(deps),
  }));

  app.put(
    '/admin/exchange-rates',
    { schema: { tags, security, body: exchangeRateBodySchema, response: rates } },
    async (request) => ({
      data: await putExchangeRate(deps, authOf(request).user.id, request.body),
    }),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        security,
        response: { 200: dataOf(z.array(adminPayoutSchema)), ...errorAnswers },
      },
    },
    async (request) => ({ data: await duePayouts(deps, request.locale) }),
  );

  app.post(
    '/admin/payouts/sent',
    {
      schema: {
        tags,
        security,
        body: markPayoutsSentBodySchema,
        response: { 200: dataOf(markPayoutsSentAnswerSchema), ...errorAnswers },
      },
    },
    async (request) => ({ data: await markPayoutBatch(deps, request.body) }),
  );

  app.get(
    '/admin/reservations/:id/payments',
    { schema: { tags, security, params: idParams, response: payments } },
    async (request) => ({ data: await reservationPayments(deps, pathId(request.params.id)) }),
  );

  app.post(
    '/admin/reservations/:id/payments',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: recordPaymentBodySchema,
        response: payments,
      },
    },
    async (request) => ({
      data: await recordPayment(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        request.body,
      ),
    }),
  );
};

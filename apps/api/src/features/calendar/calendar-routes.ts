import {
  calendarDaysSchema,
  calendarQuerySchema,
  minStayBlockedQuerySchema,
  minStayBlockedSchema,
  pricingQuerySchema,
  putDaysBodySchema,
  quoteSchema,
  specialPriceSchema,
} from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { sendPrepared } from '../../plugins/compression';
import { authOf, requireUser } from '../../plugins/request-context';
import { putDays } from './calendar-days-service';
import { getMinStayBlocked, getSpecialPrices } from './calendar-service';
import { CalendarAnswerCache, encodedBody } from './calendar-answer-cache';
import { calendarVersionAlongside, getCalendarAnswer } from './calendar-answer-service';
import { priceStay } from './pricing-service';

/** The calendar routes' OpenAPI tag and error answers. */
const tags = ['calendar'];
const errorAnswers = errorAnswersFor(401, 404, 409, 422);

/**
 * The host's calendar of one listing (docs/rules/api.md "Calendar"): reads, the days write and
 * pricing.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  // Answers kept per process (0014-calendar-answer-cache.md); each is checked before it is sent.
  const answers = new CalendarAnswerCache();
  app.get(
    '/calendar/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: calendarQuerySchema,
        response: { 200: dataOf(calendarDaysSchema), ...errorAnswers },
      },
      config: {
        readAlongsideAuth: (request) =>
          calendarVersionAlongside(pathId((request.params as { id: string }).id)),
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const answer = await getCalendarAnswer(
        deps,
        answers,
        userOf(request),
        id,
        request.query,
        request.alongsideAuth,
      );
      return sendPrepared(request, reply, answer.json, (encoding) => encodedBody(answer, encoding));
    },
  );

  app.put(
    '/calendar/:id/days',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: putDaysBodySchema,
        response: { 200: dataOf(calendarDaysSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const days = await putDays(deps, userOf(request), pathId(request.params.id), request.body);
      return { data: { days } };
    },
  );

  app.get(
    '/calendar/special-price/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(z.array(specialPriceSchema)), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await getSpecialPrices(deps, userOf(request), pathId(request.params.id)),
    }),
  );

  app.get(
    '/calendar/min-stay-blocked/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: minStayBlockedQuerySchema,
        response: { 200: dataOf(minStayBlockedSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const dates = await getMinStayBlocked(deps, userOf(request), id, request.query.start);
      return { data: { dates } };
    },
  );

  app.get(
    '/calendar/:id/pricing',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pricingQuerySchema,
        response: { 200: dataOf(quoteSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await priceStay(deps, userOf(request), pathId(request.params.id), request.query),
    }),
  );
};

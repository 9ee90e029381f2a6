import {
  multiCalendarQuerySchema,
  multiCalendarSchema,
  multiDaysSchema,
  putMultiDaysBodySchema,
} from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { errorAnswersFor, security } from '../../http/route-schemas';
import { compressText, sendPrepared } from '../../plugins/compression';
import { authOf, requireUser } from '../../plugins/request-context';
import { getMultiCalendar, multiCalendarJson, putMultiDays } from './multi-calendar-service';

const tags = ['calendar'];

/**
 * The multi-calendar (issue #27): all of the host's listings in one grid. One read of a window
 * (≤ 92 days) for every listing, one write of a range for several; calendar/README.md.
 */
export const multiCalendarRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/calendar/multi',
    {
      schema: {
        tags,
        security,
        querystring: multiCalendarQuerySchema,
        response: { 200: dataOf(multiCalendarSchema), ...errorAnswersFor(401, 422) },
      },
    },
    async (request, reply) => {
      const listings = await getMultiCalendar(deps, userOf(request), request.query, request.locale);
      const json = multiCalendarJson(listings);
      return sendPrepared(request, reply, json, (encoding) => compressText(json, encoding));
    },
  );

  app.put(
    '/calendar/multi/days',
    {
      schema: {
        tags,
        security,
        body: putMultiDaysBodySchema,
        response: { 200: dataOf(multiDaysSchema), ...errorAnswersFor(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: {
        listings: await putMultiDays(deps, userOf(request), request.body, request.locale),
      },
    }),
  );
};

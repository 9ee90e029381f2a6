import { bookingReservationSchema, reservationListQuerySchema } from '@gazda/contracts/bookings';
import { dataOf, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { hostViewer, oneReservation, reservationList } from '../bookings/booking-lists-service';
import { page } from '../../http/page';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { stepReservation } from './reservation-steps-service';

const tags = ['reservations'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The host's reservations across their listings, and the two requests a host may make. */
export const hostReservationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireUser);
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const one = { tags, security, params: idParams };
  const answer = { 200: dataOf(bookingReservationSchema), ...errorAnswers };

  app.get(
    '/reservations',
    {
      schema: {
        tags,
        security,
        querystring: reservationListQuerySchema,
        response: { 200: listOf(bookingReservationSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const viewer = hostViewer(userId(request));
      const { data, total } = await reservationList(deps, viewer, request.query, request.locale);
      return page(data, total, request.query);
    },
  );

  app.get('/reservations/:id', { schema: { ...one, response: answer } }, async (request) => ({
    data: await oneReservation(
      deps,
      hostViewer(userId(request)),
      pathId(request.params.id),
      request.locale,
    ),
  }));

  for (const [path, action] of [
    ['no-show', 'report_no_show'],
    ['cancel-request', 'request_cancel'],
  ] as const) {
    app.post(
      `/reservations/:id/${path}`,
      { schema: { ...one, response: answer } },
      async (request) => {
        const id = userId(request);
        const step = { scope: { ownerId: id }, role: 'owner' as const, actorId: id, action };
        return {
          data: await stepReservation(deps, pathId(request.params.id), step, request.locale),
        };
      },
    );
  }
};

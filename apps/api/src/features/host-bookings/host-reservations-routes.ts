import {
  bookingReservationSchema,
  hostReservationSchema,
  reservationListQuerySchema,
  reservationStepBodySchema,
} from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { hostViewer, reservationList } from '../bookings/booking-lists-service';
import { listRoute } from '../../http/list-route';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { hostReservation } from './host-reservation-service';
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
  const answer = { 200: dataOf(hostReservationSchema), ...errorAnswers };

  listRoute(
    app,
    '/reservations',
    {
      tags,
      querystring: reservationListQuerySchema,
      item: bookingReservationSchema,
      errors: errorAnswers,
    },
    (request, query) => reservationList(deps, hostViewer(userId(request)), query, request.locale),
  );

  app.get('/reservations/:id', { schema: { ...one, response: answer } }, async (request) => ({
    data: await hostReservation(deps, userId(request), pathId(request.params.id), request.locale),
  }));

  for (const [path, action] of [
    ['no-show', 'report_no_show'],
    ['cancel-request', 'request_cancel'],
  ] as const) {
    app.post(
      `/reservations/:id/${path}`,
      { schema: { ...one, body: reservationStepBodySchema.optional(), response: answer } },
      async (request) => {
        const id = userId(request);
        const reason = request.body?.reason ?? null;
        const step = {
          scope: { ownerId: id },
          role: 'owner' as const,
          actorId: id,
          action,
          reason,
        };
        const reservationId = pathId(request.params.id);
        await stepReservation(deps, reservationId, step, request.locale);
        return { data: await hostReservation(deps, id, reservationId, request.locale) };
      },
    );
  }
};

import {
  bookingInquirySchema,
  bookingReservationSchema,
  inquiryListQuerySchema,
  reservationListQuerySchema,
} from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireAdmin } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import {
  adminViewer,
  inquiryList,
  oneInquiry,
  oneReservation,
  reservationList,
} from '../bookings/booking-lists-service';
import { listRoute } from '../../http/list-route';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { stepReservation } from '../host-bookings/reservation-steps-service';
import { markAdvancePaid, realiseInquiry } from './admin-bookings-service';

const tags = ['admin'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The operator's booking queues and steps (docs/rules/api.md "Admin"); 403 for non-admins. */
export const adminBookingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);
  const adminId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const one = { tags, security, params: idParams };
  const reservation = { 200: dataOf(bookingReservationSchema), ...errorAnswers };

  listRoute(
    app,
    '/admin/inquiries',
    { tags, querystring: inquiryListQuerySchema, item: bookingInquirySchema, errors: errorAnswers },
    (request, query) => inquiryList(deps, adminViewer, query, request.locale),
  );

  app.get(
    '/admin/inquiries/:id',
    { schema: { ...one, response: { 200: dataOf(bookingInquirySchema), ...errorAnswers } } },
    async (request) => ({
      data: await oneInquiry(deps, adminViewer, pathId(request.params.id), request.locale),
    }),
  );

  app.post(
    '/admin/inquiries/:id/confirm',
    {
      schema: {
        ...one,
        response: {
          200: dataOf(
            z.object({ inquiry: bookingInquirySchema, reservation: bookingReservationSchema }),
          ),
          ...errorAnswers,
        },
      },
    },
    async (request) => ({
      data: await realiseInquiry(deps, adminId(request), pathId(request.params.id), request.locale),
    }),
  );

  const reservations = { querystring: reservationListQuerySchema, item: bookingReservationSchema };
  listRoute(
    app,
    '/admin/reservations',
    { tags, ...reservations, errors: errorAnswers },
    (request, query) => reservationList(deps, adminViewer, query, request.locale),
  );

  app.get(
    '/admin/reservations/:id',
    { schema: { ...one, response: reservation } },
    async (request) => ({
      data: await oneReservation(deps, adminViewer, pathId(request.params.id), request.locale),
    }),
  );

  app.post(
    '/admin/reservations/:id/advance-paid',
    { schema: { ...one, response: reservation } },
    async (request) => ({
      data: await markAdvancePaid(
        deps,
        adminId(request),
        pathId(request.params.id),
        request.locale,
      ),
    }),
  );

  for (const [path, action] of [
    ['resolve-cancel', 'resolve_cancel'],
    ['reject-cancel', 'reject_cancel'],
    ['resolve-no-show', 'verify_no_show'],
    ['reject-no-show', 'reject_no_show'],
  ] as const) {
    app.post(
      `/admin/reservations/:id/${path}`,
      { schema: { ...one, response: reservation } },
      async (request) => {
        const step = { scope: null, role: 'admin' as const, actorId: adminId(request), action };
        return {
          data: await stepReservation(deps, pathId(request.params.id), step, request.locale),
        };
      },
    );
  }
};

import {
  bookingInquirySchema,
  bookingReservationSchema,
  inquiryListQuerySchema,
  reservationListQuerySchema,
} from '@gazda/contracts/bookings';
import { dataOf, listOf } from '@gazda/contracts/common';
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
import { page } from '../../http/page';
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

  app.get(
    '/admin/inquiries',
    {
      schema: {
        tags,
        security,
        querystring: inquiryListQuerySchema,
        response: { 200: listOf(bookingInquirySchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { data, total } = await inquiryList(deps, adminViewer, request.query, request.locale);
      return page(data, total, request.query);
    },
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

  app.get(
    '/admin/reservations',
    {
      schema: {
        tags,
        security,
        querystring: reservationListQuerySchema,
        response: { 200: listOf(bookingReservationSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { data, total } = await reservationList(
        deps,
        adminViewer,
        request.query,
        request.locale,
      );
      return page(data, total, request.query);
    },
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

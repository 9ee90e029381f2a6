import {
  bookingInquirySchema,
  tripReservationSchema,
  tripsQuerySchema,
} from '@gazda/contracts/bookings';
import { listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { page } from '../../http/page';
import { errorAnswersFor, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { tripInquiries, tripReservations } from './booking-lists-service';

const tags = ['my-travel'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The guest's own trips: reservations and inquiries, `?when=upcoming|past`. */
export const tripsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/my-travel/reservations',
    {
      schema: {
        tags,
        security,
        querystring: tripsQuerySchema,
        response: { 200: listOf(tripReservationSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const guest = authOf(request).user.id;
      const { data, total } = await tripReservations(deps, guest, request.query, request.locale);
      return page(data, total, request.query);
    },
  );

  app.get(
    '/my-travel/inquiries',
    {
      schema: {
        tags,
        security,
        querystring: tripsQuerySchema,
        response: { 200: listOf(bookingInquirySchema), ...errorAnswers },
      },
    },
    async (request) => {
      const guest = authOf(request).user.id;
      const { data, total } = await tripInquiries(deps, guest, request.query, request.locale);
      return page(data, total, request.query);
    },
  );
};

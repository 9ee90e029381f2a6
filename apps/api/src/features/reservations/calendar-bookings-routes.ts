import {
  calendarWindowQuerySchema,
  inquirySchema,
  manualReservationBodySchema,
  reservationSchema,
} from '@gazda/contracts/calendar';
import { reservationStepBodySchema } from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { listingInquiries, listingReservations } from './calendar-bookings-service';
import {
  cancelManualReservation,
  createManualReservation,
  editManualReservation,
} from './manual-reservation-service';

/** The calendar routes' OpenAPI tag and error answers. */
const tags = ['calendar'];
const errorAnswers = errorAnswersFor(401, 404, 409, 422);

const reservationParams = z.object({ id: z.string(), reservationId: z.string() });

/** Reservations and inquiries on the host's calendar, and the host's manual reservations. */
export const calendarBookingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireUser);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/calendar/reservations/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: calendarWindowQuerySchema,
        response: { 200: dataOf(z.array(reservationSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      return {
        data: await listingReservations(deps, userOf(request), id, request.query, request.locale),
      };
    },
  );

  app.get(
    '/calendar/inquries/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: calendarWindowQuerySchema,
        response: { 200: dataOf(z.array(inquirySchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      return {
        data: await listingInquiries(deps, userOf(request), id, request.query, request.locale),
      };
    },
  );

  app.post(
    '/calendar/:id/reservations',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: manualReservationBodySchema,
        response: { 201: dataOf(reservationSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const reservation = await createManualReservation(
        deps,
        userOf(request),
        id,
        request.body,
        request.locale,
      );
      return reply.status(201).send({ data: reservation });
    },
  );

  app.put(
    '/calendar/:id/reservations/:reservationId',
    {
      schema: {
        tags,
        security,
        params: reservationParams,
        body: manualReservationBodySchema,
        response: { 200: dataOf(reservationSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const [id, reservationId] = [pathId(request.params.id), pathId(request.params.reservationId)];
      const user = userOf(request);
      return {
        data: await editManualReservation(
          deps,
          user,
          id,
          reservationId,
          request.body,
          request.locale,
        ),
      };
    },
  );

  app.post(
    '/calendar/:id/reservations/:reservationId/cancel',
    {
      schema: {
        tags,
        security,
        params: reservationParams,
        // Why the host cancels, kept in the booking's timeline; optional for older clients.
        body: reservationStepBodySchema.optional(),
        response: { 200: dataOf(reservationSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const [id, reservationId] = [pathId(request.params.id), pathId(request.params.reservationId)];
      return {
        data: await cancelManualReservation(
          deps,
          userOf(request),
          id,
          reservationId,
          request.locale,
          request.body?.reason ?? null,
        ),
      };
    },
  );
};

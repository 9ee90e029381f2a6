import {
  bookingBodySchema,
  bookingInquirySchema,
  bookingReservationSchema,
} from '@gazda/contracts/bookings';
import { dataOf, errorBodySchema, idempotencyHeadersSchema } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { idempotent, keyClaimOf, sendAnswer } from '../idempotency/idempotency-service';
import { createLimit, throttle } from '../throttle/throttle';
import { refuseUnverified } from './booking-rules';
import { bookInstantly, sendInquiry } from './booking-service';

const tags = ['bookings'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/**
 * A guest books (instant listings) or asks first (any listing). Login and a verified e-mail
 * required (403 `email_not_verified` before anything is written or counted); both together are
 * limited per user (CREATE_LIMIT_PER_HOUR). With an `Idempotency-Key`, a request sent twice gets
 * the first answer again (features/idempotency/README.md); a replay is not counted.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preHandler', async (request) => refuseUnverified(authOf(request).user));

  app.post(
    '/public/ads/:id/reservations',
    {
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeadersSchema,
        body: bookingBodySchema,
        response: { 201: dataOf(bookingReservationSchema), ...errorAnswers, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => {
          await throttle(deps, `booking|${user.id}`, createLimit(deps.config));
          const data = await bookInstantly(
            deps,
            user,
            pathId(request.params.id),
            request.body,
            request.locale,
          );
          return { status: 201, body: { data } };
        },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/public/ads/:id/inquiries',
    {
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeadersSchema,
        body: bookingBodySchema,
        response: { 201: dataOf(bookingInquirySchema), ...errorAnswers, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => {
          await throttle(deps, `booking|${user.id}`, createLimit(deps.config));
          const data = await sendInquiry(
            deps,
            user,
            pathId(request.params.id),
            request.body,
            request.locale,
          );
          return { status: 201, body: { data } };
        },
      );
      return sendAnswer(reply, answer);
    },
  );
};

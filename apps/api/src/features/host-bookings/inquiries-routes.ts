import {
  answerBodySchema,
  bookingInquirySchema,
  hostInquirySchema,
  inquiryListQuerySchema,
} from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { hostViewer, inquiryList } from '../bookings/booking-lists-service';
import { refuseUnverified } from '../bookings/booking-service';
import { listRoute } from '../../http/list-route';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { hostInquiry } from './host-reservation-service';
import { answerInquiry, cancelInquiry, confirmInquiry } from './inquiry-steps-service';

const tags = ['inquiries'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The host's inquiries (their listings') and the guest's confirm / cancel. */
export const inquiriesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const one = { tags, security, params: idParams };
  const answer = { 200: dataOf(bookingInquirySchema), ...errorAnswers };

  listRoute(
    app,
    '/inquiries',
    { tags, querystring: inquiryListQuerySchema, item: bookingInquirySchema, errors: errorAnswers },
    (request, query) => inquiryList(deps, hostViewer(userId(request)), query, request.locale),
  );

  app.get(
    '/inquiries/:id',
    { schema: { ...one, response: { 200: dataOf(hostInquirySchema), ...errorAnswers } } },
    async (request) => ({
      data: await hostInquiry(deps, userId(request), pathId(request.params.id), request.locale),
    }),
  );

  app.post(
    '/inquiries/:id/answer',
    { schema: { ...one, body: answerBodySchema, response: answer } },
    async (request) => ({
      data: await answerInquiry(
        deps,
        userId(request),
        pathId(request.params.id),
        request.body,
        request.locale,
      ),
    }),
  );

  app.post(
    '/my-travel/inquiries/:id/confirm',
    { schema: { ...one, response: answer } },
    async (request) => {
      // Confirming is the guest's booking step: the same verified address as booking asks.
      refuseUnverified(authOf(request).user);
      return {
        data: await confirmInquiry(
          deps,
          userId(request),
          pathId(request.params.id),
          request.locale,
        ),
      };
    },
  );

  app.post(
    '/my-travel/inquiries/:id/cancel',
    { schema: { ...one, response: answer } },
    async (request) => ({
      data: await cancelInquiry(deps, userId(request), pathId(request.params.id), request.locale),
    }),
  );
};

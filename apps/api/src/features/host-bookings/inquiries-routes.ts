import {
  answerBodySchema,
  bookingInquirySchema,
  hostInquirySchema,
  inquiryListQuerySchema,
} from '@gazda/contracts/bookings';
import { dataOf, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { hostViewer, inquiryList } from '../bookings/booking-lists-service';
import { refuseUnverified } from '../bookings/booking-service';
import { page } from '../../http/page';
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

  app.get(
    '/inquiries',
    {
      schema: {
        tags,
        security,
        querystring: inquiryListQuerySchema,
        response: { 200: listOf(bookingInquirySchema), ...errorAnswers },
      },
    },
    async (request) => {
      const viewer = hostViewer(userId(request));
      const { data, total } = await inquiryList(deps, viewer, request.query, request.locale);
      return page(data, total, request.query);
    },
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

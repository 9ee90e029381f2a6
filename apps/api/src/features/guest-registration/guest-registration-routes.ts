import { dataOf } from '@gazda/contracts/common';
import {
  eturistaBodySchema,
  hostGuestsSchema,
  putGuestsBodySchema,
  tripGuestsSchema,
} from '@gazda/contracts/guest-registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { hostGuests, putTripGuests, setEturista, tripGuests } from './guest-registration-service';

const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/**
 * The guests' details for eTurista (docs/rules/guest-registration.md): the guest gives them, the
 * host reads them and ticks "registered"; operators read them (logged). Anyone else: 404.
 */
export const guestRegistrationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireUser);
  const trip = { tags: ['my-travel'], security, params: idParams };
  const host = { tags: ['reservations'], security, params: idParams };
  const tripAnswer = { 200: dataOf(tripGuestsSchema), ...errorAnswers };
  const hostAnswer = { 200: dataOf(hostGuestsSchema), ...errorAnswers };

  app.get(
    '/my-travel/reservations/:id/guests',
    { schema: { ...trip, response: tripAnswer } },
    async (request) => ({
      data: await tripGuests(deps, pathId(request.params.id), authOf(request).user),
    }),
  );

  app.put(
    '/my-travel/reservations/:id/guests',
    { schema: { ...trip, body: putGuestsBodySchema, response: tripAnswer } },
    async (request) => ({
      data: await putTripGuests(
        deps,
        pathId(request.params.id),
        authOf(request).user,
        request.body,
      ),
    }),
  );

  app.get(
    '/reservations/:id/guests',
    { schema: { ...host, response: hostAnswer } },
    async (request) => ({
      data: await hostGuests(deps, pathId(request.params.id), authOf(request).user),
    }),
  );

  app.post(
    '/reservations/:id/eturista',
    { schema: { ...host, body: eturistaBodySchema, response: hostAnswer } },
    async (request) => ({
      data: await setEturista(deps, pathId(request.params.id), authOf(request).user, request.body),
    }),
  );
};

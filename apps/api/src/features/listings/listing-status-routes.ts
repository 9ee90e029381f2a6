import { acceptedResponseSchema } from '@gazda/contracts/auth';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { deleteConfirmBodySchema, listingSchema } from '@gazda/contracts/listings';
import { createTranslator } from '@gazda/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import {
  confirmDelete,
  deleteDraft,
  ownerTransition,
  requestDelete,
  type OwnerAction,
} from './listing-status-service';

const tags = ['listings'];
const security = [{ bearer: [] }];
const refusals = {
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const actions: Record<string, OwnerAction> = {
  submit: 'submit',
  'request-review': 'request_review',
  deactivate: 'deactivate',
  activate: 'activate',
};

/** The owner's status requests (docs/rules/decisions.md §3); refused transitions are 409. */
export const listingStatusRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  for (const [path, action] of Object.entries(actions)) {
    app.post(
      `/panel/ads/:id/${path}`,
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: dataOf(listingSchema), ...refusals },
        },
      },
      async (request) => ({
        data: await ownerTransition(
          deps,
          authOf(request).user.id,
          Number(request.params.id),
          action,
        ),
      }),
    );
  }

  app.post(
    '/panel/ads/:id/delete-request',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 202: acceptedResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await requestDelete(deps, authOf(request).user, Number(request.params.id));
      const message = createTranslator(request.locale)('listings.delete_requested');
      return reply.status(202).send({ message });
    },
  );

  app.delete(
    '/panel/ads/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 204: z.null().describe('No content'), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteDraft(deps, authOf(request).user.id, Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/panel/ads/:id/delete-confirm',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: deleteConfirmBodySchema,
        response: { 204: z.null().describe('No content'), ...refusals },
      },
    },
    async (request, reply) => {
      await confirmDelete(deps, authOf(request).user.id, Number(request.params.id), request.body);
      return reply.status(204).send(null);
    },
  );
};

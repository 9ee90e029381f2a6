import { dataOf, idempotencyHeadersSchema } from '@gazda/contracts/common';
import {
  messageTemplateBodySchema,
  messageTemplateSchema,
  scheduledMessageSchema,
} from '@gazda/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { idempotent, keyClaimOf, sendAnswer } from '../idempotency/idempotency-service';
import {
  changeTemplate,
  createTemplate,
  listTemplates,
  removeTemplate,
  scheduledFor,
} from './message-templates-service';

const tags = ['messages'];
const templateParams = z.object({ id: z.string(), templateId: z.string() });

/**
 * A listing's scheduled messages (README.md here), for its host only (another's listing is 404),
 * and what is scheduled for one reservation.
 */
export const messageTemplatesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/panel/ads/:id/message-templates',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: {
          200: z.object({ data: z.array(messageTemplateSchema) }),
          ...errorAnswersFor(401, 404),
        },
      },
    },
    async (request) => ({
      data: await listTemplates(deps, authOf(request).user.id, pathId(request.params.id)),
    }),
  );

  app.post(
    '/panel/ads/:id/message-templates',
    {
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeadersSchema,
        body: messageTemplateBodySchema,
        response: { 201: dataOf(messageTemplateSchema), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => ({
          status: 201,
          body: {
            data: await createTemplate(deps, user.id, pathId(request.params.id), request.body),
          },
        }),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.put(
    '/panel/ads/:id/message-templates/:templateId',
    {
      schema: {
        tags,
        security,
        params: templateParams,
        body: messageTemplateBodySchema,
        response: { 200: dataOf(messageTemplateSchema), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await changeTemplate(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        pathId(request.params.templateId),
        request.body,
      ),
    }),
  );

  app.delete(
    '/panel/ads/:id/message-templates/:templateId',
    {
      schema: {
        tags,
        security,
        params: templateParams,
        response: { 204: z.null().describe('No content'), ...errorAnswersFor(401, 404) },
      },
    },
    async (request, reply) => {
      await removeTemplate(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        pathId(request.params.templateId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reservations/:id/scheduled-messages',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: {
          200: z.object({ data: z.array(scheduledMessageSchema) }),
          ...errorAnswersFor(401, 404),
        },
      },
    },
    async (request) => ({
      data: await scheduledFor(deps, authOf(request).user.id, pathId(request.params.id)),
    }),
  );
};

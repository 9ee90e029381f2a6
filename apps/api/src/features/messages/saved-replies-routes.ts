import { dataOf, idempotencyHeadersSchema } from '@gazda/contracts/common';
import {
  filledSavedReplySchema,
  savedReplyBodySchema,
  savedRepliesQuerySchema,
  savedReplySchema,
} from '@gazda/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { idempotent, keyClaimOf, sendAnswer } from '../idempotency/idempotency-service';
import {
  changeSavedReply,
  createSavedReply,
  listSavedReplies,
  removeSavedReply,
} from './saved-replies-service';

const tags = ['messages'];

/** The caller's saved replies (README.md here): their own only; another's is 404. */
export const savedRepliesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const one = { tags, security, params: idParams };

  app.get(
    '/saved-replies',
    {
      schema: {
        tags,
        security,
        querystring: savedRepliesQuerySchema,
        response: {
          200: z.object({ data: z.array(filledSavedReplySchema) }),
          ...errorAnswersFor(401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await listSavedReplies(deps, authOf(request).user.id, request.query.conversation_id),
    }),
  );

  app.post(
    '/saved-replies',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: savedReplyBodySchema,
        response: { 201: dataOf(savedReplySchema), ...errorAnswersFor(401, 422) },
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
          body: { data: await createSavedReply(deps, user.id, request.body) },
        }),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.put(
    '/saved-replies/:id',
    {
      schema: {
        ...one,
        body: savedReplyBodySchema,
        response: { 200: dataOf(savedReplySchema), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await changeSavedReply(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/saved-replies/:id',
    {
      schema: {
        ...one,
        response: { 204: z.null().describe('No content'), ...errorAnswersFor(401, 404) },
      },
    },
    async (request, reply) => {
      await removeSavedReply(deps, authOf(request).user.id, pathId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};

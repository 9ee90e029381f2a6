import { dataOf, idempotencyHeadersSchema, listOf, pageQuerySchema } from '@gazda/contracts/common';
import {
  conversationSchema,
  conversationsQuerySchema,
  messageBodySchema,
  messageSchema,
  messagesQuerySchema,
  questionBodySchema,
  questionResponseSchema,
  readResponseSchema,
  reportBodySchema,
  reportedConversationSchema,
  reportedConversationsQuerySchema,
  unreadCountSchema,
} from '@gazda/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { listRoute } from '../../http/list-route';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireAdmin, requireUser } from '../../plugins/request-context';
import { idempotent, keyClaimOf, sendAnswer } from '../idempotency/idempotency-service';
import {
  adminMessages,
  askQuestion,
  listConversations,
  listMessages,
  markRead,
  reportConversation,
  reportedConversations,
  sendMessage,
  unreadCount,
} from './messages-service';

const tags = ['messages'];

/**
 * Messages between host and guest (README.md here). Only the conversation's two parties reach it
 * (anyone else: 404). Both writes take an `Idempotency-Key`: a message sent twice is one message.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const one = { tags, security, params: idParams };

  app.post(
    '/public/ads/:id/questions',
    {
      schema: {
        ...one,
        headers: idempotencyHeadersSchema,
        body: questionBodySchema,
        response: { 201: questionResponseSchema, ...errorAnswersFor(401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => {
          const data = await askQuestion(
            deps,
            user.id,
            pathId(request.params.id),
            request.body.message,
          );
          return { status: 201, body: { data } };
        },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        querystring: conversationsQuerySchema,
        response: { 200: listOf(conversationSchema), ...errorAnswersFor(401, 422) },
      },
    },
    async (request) =>
      listConversations(deps, authOf(request).user.id, request.query, request.locale),
  );

  app.get(
    '/conversations/unread-count',
    { schema: { tags, security, response: { 200: unreadCountSchema, ...errorAnswersFor(401) } } },
    async (request) => ({ data: await unreadCount(deps, authOf(request).user.id) }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        ...one,
        querystring: messagesQuerySchema,
        response: { 200: listOf(messageSchema), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request) =>
      listMessages(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        request.query,
        request.locale,
      ),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        ...one,
        headers: idempotencyHeadersSchema,
        body: messageBodySchema,
        response: { 201: dataOf(messageSchema), ...errorAnswersFor(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => {
          const data = await sendMessage(
            deps,
            user.id,
            pathId(request.params.id),
            request.body.body,
            request.locale,
          );
          return { status: 201, body: { data } };
        },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/conversations/:id/read',
    { schema: { ...one, response: { 200: readResponseSchema, ...errorAnswersFor(401, 404) } } },
    async (request) => ({
      data: await markRead(deps, authOf(request).user.id, pathId(request.params.id)),
    }),
  );

  app.post(
    '/conversations/:id/report',
    {
      schema: {
        ...one,
        body: reportBodySchema,
        response: { 204: z.null().describe('No content'), ...errorAnswersFor(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await reportConversation(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );
};

/**
 * The operator's list of reported conversations; the operator reads one only once a party reported
 * it, and each read is logged.
 */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);
  listRoute(
    app,
    '/admin/conversations/reported',
    {
      tags,
      querystring: reportedConversationsQuerySchema,
      item: reportedConversationSchema,
      errors: errorAnswersFor(401, 403, 422),
    },
    (request, query) => reportedConversations(deps, query, request.locale),
  );
  app.get(
    '/admin/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: listOf(messageSchema), ...errorAnswersFor(401, 403, 404, 422) },
      },
    },
    async (request) =>
      adminMessages(
        deps,
        authOf(request).user.id,
        pathId(request.params.id),
        request.query,
        request.locale,
      ),
  );
};

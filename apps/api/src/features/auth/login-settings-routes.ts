import { changePasswordBodySchema } from '@gazda/contracts/auth';
import { errorBodySchema } from '@gazda/contracts/common';
import { endSessionsBodySchema, userSessionListSchema } from '@gazda/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { changePassword } from './password-service';
import { endOtherSessions, endSession, listSessions } from './sessions-service';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * The logged-in user's password and logins, among the settings (user-settings/…) but auth's:
 * every route here needs a token, and each asks for the password again.
 */
export const loginSettingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/user-settings/change-password',
    {
      schema: {
        tags,
        security,
        body: changePasswordBodySchema,
        response: {
          204: z.null().describe('No content'),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(deps, authOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  // The user's logins (sessions-service.ts): see them, end one, end all but this one.
  const noContent = z.null().describe('No content');

  app.get(
    '/user-settings/sessions',
    { schema: { tags, security, response: { 200: userSessionListSchema, 401: errorBodySchema } } },
    async (request) => ({ data: await listSessions(deps, authOf(request)) }),
  );

  app.delete(
    '/user-settings/sessions/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string() }),
        body: endSessionsBodySchema,
        response: {
          204: noContent,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await endSession(deps, authOf(request), request.params.id, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user-settings/sessions/logout-others',
    {
      schema: {
        tags,
        security,
        body: endSessionsBodySchema,
        response: {
          204: noContent,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await endOtherSessions(deps, authOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};

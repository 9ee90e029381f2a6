import {
  acceptedResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  verifyEmailParamsSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@gazda/contracts/auth';
import { errorBodySchema } from '@gazda/contracts/common';
import { createTranslator } from '@gazda/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requireUser, authOf } from '../../plugins/request-context';
import { LIMITS, registerLimit, throttle } from '../throttle/throttle';
import { requestPasswordReset, resetPassword } from './password-service';
import { register } from './registration-service';
import { login, logout } from './session-service';
import { invalidVerifyLink, resendVerification, verifyEmail } from './verification-service';

const tags = ['auth'];
const security = [{ bearer: [] }];
const noContent = z.null().describe('No content');

/**
 * Register, login, logout, e-mail verification and password reset
 * (docs/rules/api.md "Auth and account").
 */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const client = (agent: string | undefined) => agent ?? 'unknown client';

  app.post(
    '/register',
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 202: acceptedResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Counted before the address is even looked up: taken and new addresses cost the same.
      await throttle(deps, `register|${request.ip}`, registerLimit(deps.config));
      // The same answer whether or not the address has an account (issue #10 item 6).
      await register(deps, request.body, request.locale);
      const message = createTranslator(request.locale)('auth.register.check_email', {
        email: request.body.email,
      });
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => login(deps, request.body, request.ip, client(request.headers['user-agent'])),
  );

  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: { tags, security, response: { 204: noContent, 401: errorBodySchema } },
    },
    async (request, reply) => {
      await logout(deps, authOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email/verification-notification',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        response: { 202: acceptedResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, authOf(request));
      return reply
        .status(202)
        .send({ message: createTranslator(request.locale)('mail.verification_sent') });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      // Any malformed link is "invalid or expired" (errors.link), not a list of query fields.
      attachValidation: true,
      schema: {
        tags,
        params: verifyEmailParamsSchema,
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidVerifyLink();
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      const parts = { id, hash, expires, signature };
      const session = await verifyEmail(deps, parts, client(request.headers['user-agent']));
      return { data: session.user, token: session.token };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 202: acceptedResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Per e-mail and IP whether or not the account exists, so a 429 reveals nothing either.
      const key = `forgot-password|${request.body.email.toLowerCase()}|${request.ip}`;
      await throttle(deps, key, LIMITS.forgotPassword);
      requestPasswordReset(deps, request.body);
      return reply
        .status(202)
        .send({ message: createTranslator(request.locale)('mail.reset_link_sent') });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 204: noContent, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );
};

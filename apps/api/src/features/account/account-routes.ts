import multipart from '@fastify/multipart';
import { accountBodySchema, accountResponseSchema } from '@gazda/contracts/account';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { userSchema } from '@gazda/contracts/user';
import { createTranslator } from '@gazda/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { multipartDoc } from '../../plugins/openapi';
import { ONE_FILE_UPLOAD, readFilePart } from '../../http/multipart-file';
import { updateAccount } from './account-service';
import { LIMITS, throttle } from '../throttle/throttle';
import { uploadAvatar } from './avatar-service';

const tags = ['account'];
const security = [{ bearer: [] }];
const errors = { 401: errorBodySchema, 422: errorBodySchema };

/** The account form of the settings screen: details (PUT) and the profile picture (multipart). */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, ONE_FILE_UPLOAD);
  app.addHook('onRequest', requireUser);

  app.put(
    '/user-settings/account',
    {
      schema: {
        tags,
        security,
        body: accountBodySchema,
        response: { 200: accountResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { user, mailedTo } = await updateAccount(deps, auth, request.body, request.ip);
      if (!mailedTo) return { data: user };
      // The same words whether or not the address has an account (issue #23 item 4).
      const t = createTranslator(request.locale);
      return { data: user, message: t('account.email_change.sent', { email: mailedTo }) };
    },
  );

  app.post(
    '/user-settings/avatar',
    {
      config: multipartDoc(['avatar']),
      schema: {
        tags,
        security,
        response: {
          200: dataOf(userSchema),
          ...errors,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await throttle(deps, `avatar-upload|${userId}`, LIMITS.personalUpload);
      return { data: await uploadAvatar(deps, userId, await readFilePart(request, 'avatar')) };
    },
  );
};

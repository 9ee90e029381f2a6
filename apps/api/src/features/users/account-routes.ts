import multipart from '@fastify/multipart';
import { accountBodySchema } from '@gazda/contracts/account';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { userSchema } from '@gazda/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { authOf, requireUser } from '../../plugins/request-context';
import { MAX_FILE_BYTES } from '../photos/photo-processing';
import { uploadError } from '../photos/upload-errors';
import { updateAccount } from './account-service';
import { LIMITS, throttle } from '../throttle/throttle';
import { uploadAvatar } from './avatar-service';

const tags = ['account'];
const security = [{ bearer: [] }];
const errors = { 401: errorBodySchema, 422: errorBodySchema };

/** The `avatar` part of a multipart body, whole; a file over the limit is `upload.too_large`. */
async function readAvatarPart(request: FastifyRequest): Promise<Buffer> {
  const missing = () => validation({ avatar: ['validation.required'] });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'avatar') throw missing();
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError('too_large', 'avatar');
    if (code?.startsWith('FST_')) throw uploadError('try_again', 'avatar');
    throw error;
  }
}

/** The account form of the settings screen: details (PUT) and the profile picture (multipart). */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', requireUser);

  app.put(
    '/user-settings/account',
    {
      schema: {
        tags,
        security,
        body: accountBodySchema,
        response: { 200: dataOf(userSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateAccount(deps, authOf(request), request.body) }),
  );

  app.post(
    '/user-settings/avatar',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(userSchema), ...errors, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await throttle(deps, `avatar-upload|${userId}`, LIMITS.personalUpload);
      return { data: await uploadAvatar(deps, userId, await readAvatarPart(request)) };
    },
  );
};

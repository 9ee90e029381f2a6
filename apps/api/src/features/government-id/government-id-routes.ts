import multipart from '@fastify/multipart';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import {
  governmentIdSchema,
  governmentIdSideSchema,
  type GovernmentIdSide,
} from '@gazda/contracts/government-id';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { sendNotFound } from '../../plugins/error-handler';
import { multipartDoc } from '../../plugins/openapi';
import { authOf, requireUser } from '../../plugins/request-context';
import { MAX_FILE_BYTES, multipartProblem } from '../../http/multipart-file';
import { LIMITS, throttle } from '../throttle/throttle';
import {
  governmentIdOf,
  pictureFor,
  uploadGovernmentId,
  type IdFiles,
} from './government-id-service';
import { readIdPicture } from './government-id-storage';

const tags = ['account'];
const security = [{ bearer: [] }];
const USER_ID = /^\d{1,18}$/;

/** The `front` and `back` parts of a multipart body, whole; other parts are skipped. */
async function readSides(request: FastifyRequest): Promise<IdFiles> {
  if (!request.isMultipart())
    throw validation({ front: ['validation.required'], back: ['validation.required'] });
  const files: IdFiles = {};
  let side: GovernmentIdSide | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const parsed = governmentIdSideSchema.safeParse(part.fieldname);
      side = parsed.success ? parsed.data : null;
      const bytes = await part.toBuffer();
      if (side) files[side] = bytes;
    }
    return files;
  } catch (error) {
    throw multipartProblem(request, error, side ?? 'front');
  }
}

/** The owner's government ID: status, upload (multipart `front`, `back`), the private pictures. */
export const governmentIdRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 10, parts: 12 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', requireUser);

  app.get(
    '/government-id',
    {
      schema: {
        tags,
        security,
        response: { 200: dataOf(governmentIdSchema), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await governmentIdOf(deps, authOf(request).user) }),
  );

  app.post(
    '/government-id',
    {
      config: multipartDoc(['front', 'back']),
      schema: {
        tags,
        security,
        response: {
          200: dataOf(governmentIdSchema),
          401: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await throttle(deps, `government-id-upload|${user.id}`, LIMITS.personalUpload);
      return { data: await uploadGovernmentId(deps, user, await readSides(request)) };
    },
  );

  /**
   * GET government-id/{userId}/{side}: the picture, to its owner and to admins only (404 for
   * anybody else), never cached and never sniffed: every stored file was re-encoded to JPEG.
   */
  app.get(
    '/government-id/:userId/:side',
    {
      schema: {
        tags,
        security,
        params: z.object({ userId: z.string(), side: z.string() }),
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const side = governmentIdSideSchema.safeParse(request.params.side);
      if (!USER_ID.test(request.params.userId) || !side.success)
        return sendNotFound(request, reply);
      const path = await pictureFor(
        deps,
        authOf(request).user,
        Number(request.params.userId),
        side.data,
      );
      const file = await readIdPicture(deps.storage, path);
      if (!file) return sendNotFound(request, reply);
      if (file.size !== undefined) reply.header('content-length', file.size);
      // A picture to show, named by side only (ASVS 5.4.1): the user's id stays out of the name.
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="government-id-${side.data}.jpg"`)
        .send(file.body);
    },
  );
};

import multipart from '@fastify/multipart';
import { dataOf, idempotencyHeadersSchema } from '@gazda/contracts/common';
import { messageSchema } from '@gazda/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { multipartProblem, ONE_FILE_UPLOAD } from '../../http/multipart-file';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { sendNotFound } from '../../plugins/error-handler';
import { multipartDoc } from '../../plugins/openapi';
import { authOf, requireUser } from '../../plugins/request-context';
import { idempotent, keyClaimOf, sendAnswer } from '../idempotency/idempotency-service';
import { readMessagePhoto } from './message-photo-storage';
import { photoPathFor, sendPhoto } from './message-photos-service';

const tags = ['messages'];
const ID = /^\d{1,18}$/;

/** The `photo` file and the optional `caption` field of a multipart body; other parts skipped. */
async function readPhotoParts(
  request: FastifyRequest,
): Promise<{ photo: Buffer; caption: string }> {
  const missing = () => validation({ photo: ['validation.required'] });
  if (!request.isMultipart()) throw missing();
  let photo: Buffer | null = null;
  let caption = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo') photo = bytes;
      } else if (part.fieldname === 'caption' && typeof part.value === 'string') {
        caption = part.value;
      }
    }
  } catch (error) {
    throw multipartProblem(request, error, 'photo');
  }
  if (!photo) throw missing();
  return { photo, caption };
}

/**
 * Photos in messages (README.md here): POST one (multipart `photo`, optional `caption`), GET its
 * picture or thumb. Only the conversation's two parties (anyone else: 404); never cached.
 */
export const messagePhotosRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, ONE_FILE_UPLOAD);
  app.addHook('onRequest', requireUser);

  app.post(
    '/conversations/:id/photos',
    {
      config: multipartDoc(['photo']),
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeadersSchema,
        response: {
          201: dataOf(messageSchema),
          ...errorAnswersFor(400, 401, 404, 413, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const id = pathId(request.params.id);
      const upload = await readPhotoParts(request);
      const answer = await idempotent(
        deps,
        keyClaimOf(request, user.id),
        request.locale,
        async () => {
          const data = await sendPhoto(deps, user.id, id, upload, request.locale);
          return { status: 201, body: { data } };
        },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/conversations/:id/photos/:messageId/:size',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string(), messageId: z.string(), size: z.string() }),
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const { id, messageId, size } = request.params;
      if (!ID.test(id) || !ID.test(messageId) || (size !== 'full' && size !== 'thumb'))
        return sendNotFound(request, reply);
      const path = await photoPathFor(
        deps,
        authOf(request).user.id,
        Number(id),
        Number(messageId),
        size,
      );
      const file = await readMessagePhoto(deps.storage, path);
      if (!file) return sendNotFound(request, reply);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="message-photo-${size}.jpg"`)
        .send(file.body);
    },
  );
};

import multipart from '@fastify/multipart';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { listingSchema, photoOrderBodySchema, photoSchema } from '@gazda/contracts/listings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { authOf, requireUser } from '../../plugins/request-context';
import { ownListing } from '../listings/listing-service';
import { LIMITS, throttle } from '../throttle/throttle';
import { MAX_FILE_BYTES } from './photo-processing';
import { removePhoto, reorderPhotos, uploadPhoto } from './photo-service';
import { uploadError } from './upload-errors';

const tags = ['listings'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The `photo` part of a multipart body, whole; a file over the limit is `upload.too_large`. */
async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  const missing = () => validation({ photo: ['validation.required'] });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw missing();
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError('too_large');
    if (code?.startsWith('FST_')) throw uploadError('try_again');
    throw error;
  }
}

/** Photos of a listing: upload (multipart `photo`), reorder, delete. */
export const photoRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', requireUser);

  app.post(
    '/panel/ads/:id/photos',
    {
      schema: {
        tags,
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: {
          201: dataOf(photoSchema),
          ...errors,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const listingId = Number(request.params.id);
      // Another user's listing is refused before the file is read.
      await ownListing(deps.db, userId, listingId);
      await throttle(deps, `photo-upload|${userId}`, LIMITS.photoUpload);
      const photo = await uploadPhoto(deps, userId, listingId, await readPhotoPart(request));
      return reply.status(201).send({ data: photo });
    },
  );

  app.put(
    '/panel/ads/:id/photos/order',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: photoOrderBodySchema,
        response: { 200: dataOf(listingSchema), ...errors },
      },
    },
    async (request) => ({
      data: await reorderPhotos(
        deps,
        authOf(request).user.id,
        Number(request.params.id),
        request.body.ids,
      ),
    }),
  );

  app.delete(
    '/panel/ads/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string(), photoId: z.string() }),
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      await removePhoto(deps, authOf(request).user.id, Number(id), Number(photoId));
      return reply.status(204).send(null);
    },
  );
};

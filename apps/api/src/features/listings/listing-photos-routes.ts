import multipart from '@fastify/multipart';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { listingSchema, photoOrderBodySchema, photoSchema } from '@gazda/contracts/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { multipartDoc } from '../../plugins/openapi';
import { ownListing } from './listing-service';
import { LIMITS, throttle } from '../throttle/throttle';
import { ONE_FILE_UPLOAD, readFilePart } from '../../http/multipart-file';
import { removePhoto, reorderPhotos, uploadPhoto } from './listing-photos-service';

const tags = ['listings'];
const security = [{ bearer: [] }];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Photos of a listing: upload (multipart `photo`), reorder, delete. */
export const photoRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, ONE_FILE_UPLOAD);
  app.addHook('onRequest', requireUser);

  app.post(
    '/panel/ads/:id/photos',
    {
      config: multipartDoc(['photo']),
      schema: {
        tags,
        security,
        params: idParams,
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
      const photo = await uploadPhoto(
        deps,
        userId,
        listingId,
        await readFilePart(request, 'photo'),
      );
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

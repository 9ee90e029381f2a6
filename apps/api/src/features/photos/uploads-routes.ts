import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { sendNotFound } from '../../plugins/error-handler';
import { publicKey } from '../../storage/storage';
import { STORED_NAME } from './photo-storage';

/** A stored file never changes (a new upload gets a new random name): cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/listings/{listingId}/{name}.jpg: listing photos and thumbnails, public like the
 * listing page that shows them. Only names of the stored shape are served (no traversal), always
 * as image/jpeg with nosniff: every stored file was re-encoded to JPEG by sharp. The file comes
 * from the storage's `uploads/` keys only (DATA_DIR/uploads or the bucket), never `private/`.
 */
export const uploadsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  // Avatars (avatars/{userId}/{name}.jpg) are public too: hosts and guests see each other's.
  app.get<{ Params: { folder: string; ownerId: string; name: string } }>(
    '/uploads/:folder/:ownerId/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, ownerId, name } = request.params;
      const path = `${folder}/${ownerId}/${name}`;
      if (!STORED_NAME.test(path)) return sendNotFound(request, reply);
      const file = await deps.storage.get(publicKey(path));
      if (!file) return sendNotFound(request, reply);
      if (file.size !== undefined) reply.header('content-length', file.size);
      // Shown in the page, never run as a document of ours (ASVS 5.4.1); the name is [0-9a-f-].jpg.
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.body);
    },
  );
};

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { sendNotFound } from '../../plugins/error-handler';
import { STORED_NAME, uploadsRoot } from './photo-storage';

/** A stored file never changes (a new upload gets a new random name): cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/listings/{listingId}/{name}.jpg: listing photos and thumbnails, public like the
 * listing page that shows them. Only names of the stored shape are served (no traversal), always
 * as image/jpeg with nosniff: every stored file was re-encoded to JPEG by sharp.
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
      const file = join(uploadsRoot(deps.config.dataDir), path);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return sendNotFound(request, reply);
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', info.size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};

import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { sendNotFound } from '../../plugins/error-handler';
import { publicKey } from '../../storage/storage';
import { parseRenditionPath, renderRendition, WEBP } from './photo-renditions';
import { STORED_NAME } from './photo-storage';

/** A stored file never changes (a new upload gets a new random name): cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/listings/{listingId}/{name}.jpg: listing photos and thumbnails, public like the
 * listing page that shows them, and their WebP renditions `{name}-w960.webp`. Only names of the
 * stored shape are served (no traversal), as image/jpeg or image/webp with nosniff: every stored
 * file was encoded by sharp. The file comes from the storage's `uploads/` keys only
 * (DATA_DIR/uploads or the bucket), never `private/`. A rendition not stored yet (a photo from
 * before renditions) is made from its JPEG, stored, and sent.
 */
export const uploadsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const making = new Map<string, Promise<Buffer | null>>();

  /** The rendition made from its photo and stored; null when the photo is not there. */
  async function makeRendition(path: string): Promise<Buffer | null> {
    const wanted = parseRenditionPath(path);
    if (!wanted) return null;
    const photo = await deps.storage.get(publicKey(wanted.photoPath));
    if (!photo) return null;
    const bytes = await renderRendition(Buffer.concat(await photo.body.toArray()), wanted.nominal);
    // Two processes may both make it: the same bytes under the same key.
    await deps.storage.put(publicKey(path), bytes, WEBP);
    return bytes;
  }

  /** One making per path at a time in this process. */
  function renditionOnce(path: string): Promise<Buffer | null> {
    let pending = making.get(path);
    if (!pending) {
      pending = makeRendition(path).finally(() => making.delete(path));
      making.set(path, pending);
    }
    return pending;
  }

  // Avatars (avatars/{userId}/{name}.jpg) are public too: hosts and guests see each other's.
  app.get<{ Params: { folder: string; ownerId: string; name: string } }>(
    '/uploads/:folder/:ownerId/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, ownerId, name } = request.params;
      const path = `${folder}/${ownerId}/${name}`;
      if (!STORED_NAME.test(path)) return sendNotFound(request, reply);
      const isWebp = name.endsWith('.webp');
      let file: { body: Readable | Buffer; size?: number } | null = await deps.storage.get(
        publicKey(path),
      );
      if (!file && isWebp) {
        const made = await renditionOnce(path);
        if (made) file = { body: made, size: made.length };
      }
      if (!file) return sendNotFound(request, reply);
      if (file.size !== undefined) reply.header('content-length', file.size);
      // Shown in the page, never run as a document of ours (ASVS 5.4.1); the name is [0-9a-f-w].jpg/webp.
      return reply
        .header('content-type', isWebp ? WEBP : 'image/jpeg')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.body);
    },
  );
};

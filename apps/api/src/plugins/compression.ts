import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Brotli or gzip (by Accept-Encoding, brotli first) for the /api answers over 1 KB: JSON, and
 * text such as the iCal feed. Everything else keeps its own path: the panel's files already have
 * their .br/.gz copies (panel.ts), and photos are JPEG or WebP. Server-sent events
 * (text/event-stream) and images are never compressed, and Socket.IO is not a Fastify route.
 * Request bodies are read as they come: no compressed uploads are accepted (a body's size limit
 * stays the limit of what is read).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook: it only sees what is set here.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
    if (!isApiRoute(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler';

/** apps/api/src/plugins → apps/web/dist, wherever the process was started from. */
const defaultPanelDir = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A page of the panel whose answer names what it will need first, as a `Link` header (preload):
 * the browser starts those downloads beside the scripts. `link` gets the path's parameters and
 * gives the header's value, or null; a failure only leaves the header out.
 */
export type PagePreload = {
  path: string;
  link: (params: Record<string, string | undefined>) => Promise<string | null>;
};

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built panel: files as they are, or their brotli/gzip copy when the browser takes one
 * (hashed /assets/* cached for a year, the rest revalidated), and index.html for any other GET that is not under /api, so the panel's router
 * handles deep links. Without a build, such GETs answer 503 saying how to build it.
 */
export async function registerPanel(
  app: FastifyInstance,
  panelDir = defaultPanelDir,
  preloads: PagePreload[] = [],
): Promise<void> {
  const built = existsSync(join(panelDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: panelDir,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const isAsset = path.startsWith(join(panelDir, 'assets'));
        res.setHeader('cache-control', isAsset ? IMMUTABLE : 'no-cache');
        // The body depends on Accept-Encoding (brotli, gzip or plain): caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The static handler refuses directories (403), and `/` is one.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
    for (const preload of preloads) {
      app.get(preload.path, { schema: { hide: true } }, async (request, reply) => {
        const params = request.params as Record<string, string | undefined>;
        const link = await preload.link(params).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page preload failed');
          return null;
        });
        if (link) reply.header('link', link);
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(request, reply);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The panel is not built yet: run `npm run build` (or `npm start`, which builds it), then reload.\n',
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { pathId } from '../../http/path-id';
import { exportCalendar } from './ical-export-service';

const params = z.object({ id: z.string(), file: z.string() });

/**
 * GET /api/ical/{id}/{token}.ics: the listing's availability for Airbnb, Booking.com and Google
 * Calendar. No login: the unguessable token is the key, so a wrong one is a plain 404.
 */
export const icalExportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ical/:id/:file',
    {
      // The token is in the path, which the request log would write out: only warnings here.
      logLevel: 'warn',
      schema: {
        tags: ['calendar'],
        params,
        description: '200: `text/calendar; charset=utf-8` (RFC 5545); 404 for a wrong token.',
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const feed = token ? await exportCalendar(deps, pathId(id), token) : null;
      if (feed === null) throw notFound();
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};

import {
  calendarInitDataSchema,
  icalExportSchema,
  icalImportBodySchema,
  icalImportSchema,
} from '@gazda/contracts/calendar';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { getInitData } from './calendar-init-service';
import { regenerateExport } from './ical-export-service';
import { addImport, refreshListingImports, removeImport } from './ical-imports-service';

const tags = ['calendar'];
const errorAnswers = errorAnswersFor(401, 404, 409, 422);
const importParams = z.object({ id: z.string(), importId: z.string() });

/**
 * The host's iCal imports of a listing, "refresh now", a new secret for the export URL, and the
 * calendar editor's first answer (init-data), which carries the imports and the export URL: it is
 * served here, above the calendar, so that calendar/ never imports ical-sync/ (ADR 0019).
 */
export const icalSyncRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/calendar/init-data/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(calendarInitDataSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await getInitData(deps, userOf(request), pathId(request.params.id), request.locale),
    }),
  );

  app.post(
    '/calendar/:id/ical-imports',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: icalImportBodySchema,
        response: { 201: dataOf(icalImportSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const created = await addImport(deps, userOf(request), id, request.body, request.locale);
      return reply.status(201).send({ data: created });
    },
  );

  app.delete(
    '/calendar/:id/ical-imports/:importId',
    {
      schema: {
        tags,
        security,
        params: importParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const [id, importId] = [pathId(request.params.id), pathId(request.params.importId)];
      await removeImport(deps, userOf(request), id, importId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/calendar/refresh-ical/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: {
          200: dataOf(z.array(icalImportSchema)),
          ...errorAnswers,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      return { data: await refreshListingImports(deps, userOf(request), id, request.locale) };
    },
  );

  app.post(
    '/calendar/:id/ical-export/regenerate',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(icalExportSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: { url: await regenerateExport(deps, userOf(request), pathId(request.params.id)) },
    }),
  );
};

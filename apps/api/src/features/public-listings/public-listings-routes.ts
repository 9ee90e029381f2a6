import {
  publicCalendarQuerySchema,
  publicCalendarSchema,
  publicListingCardSchema,
  publicListingSchema,
  publicSearchQuerySchema,
} from '@gazda/contracts/bookings';
import {
  minStayBlockedQuerySchema,
  minStayBlockedSchema,
  pricingQuerySchema,
  quoteSchema,
} from '@gazda/contracts/calendar';
import { dataOf, listOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { page } from '../../http/page';
import { errorAnswersFor, idParams } from '../../http/route-schemas';
import {
  publicCalendar,
  publicListing,
  publicMinStayBlocked,
  publicPricing,
  searchPublic,
} from './public-listings-service';

const tags = ['public'];
const errorAnswers = errorAnswersFor(401, 403, 404, 409, 422);

/** The public site (no login): search, the listing page and its booking widget's reads. */
export const publicListingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/public/ads',
    {
      schema: {
        tags,
        querystring: publicSearchQuerySchema,
        response: { 200: listOf(publicListingCardSchema), 422: errorAnswers[422] },
      },
    },
    async (request) => {
      const { data, total } = await searchPublic(deps, request.query, request.locale);
      return page(data, total, request.query);
    },
  );

  app.get(
    '/public/ads/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: dataOf(publicListingSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await publicListing(deps, pathId(request.params.id), request.locale, request.user),
    }),
  );

  app.get(
    '/public/ads/:id/calendar',
    {
      schema: {
        tags,
        params: idParams,
        querystring: publicCalendarQuerySchema,
        response: { 200: dataOf(publicCalendarSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: {
        days: await publicCalendar(
          deps,
          pathId(request.params.id),
          request.query,
          request.locale,
          viewerOf(request),
        ),
      },
    }),
  );

  app.get(
    '/public/ads/:id/min-stay-blocked',
    {
      schema: {
        tags,
        params: idParams,
        querystring: minStayBlockedQuerySchema,
        response: { 200: dataOf(minStayBlockedSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const dates = await publicMinStayBlocked(
        deps,
        id,
        request.query.start,
        request.locale,
        viewerOf(request),
      );
      return { data: { dates } };
    },
  );

  app.get(
    '/public/ads/:id/pricing',
    {
      schema: {
        tags,
        params: idParams,
        querystring: pricingQuerySchema,
        response: { 200: dataOf(quoteSchema), ...errorAnswers },
      },
    },
    async (request) => ({
      data: await publicPricing(
        deps,
        pathId(request.params.id),
        request.query,
        request.locale,
        viewerOf(request),
      ),
    }),
  );
};

/** The logged-in viewer, if any: an owner previews their own unpublished listing. */
function viewerOf(request: { user: { id: number } | null }): number | null {
  return request.user?.id ?? null;
}

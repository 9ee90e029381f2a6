import { dataOf, errorBodySchema, listOf, pageQuerySchema } from '@gazda/contracts/common';
import {
  createListingBodySchema,
  listingActivityEntrySchema,
  listingListQuerySchema,
  listingSchema,
  patchListingBodySchema,
} from '@gazda/contracts/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { createLimit, throttle } from '../throttle/throttle';
import { listingActivityPage } from './listing-activity-service';
import {
  createListing,
  listingResource,
  listOwnListings,
  patchListing,
  readableListing,
} from './listing-service';

const tags = ['listings'];
const security = [{ bearer: [] }];
// A listing id that is not a number is just another listing the caller does not have: 404.
const errors = { 401: errorBodySchema, 404: errorBodySchema };

/** The host's listings: lists, one listing, create, save a step, the activity step. */
export const listingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/panel/ads',
    {
      schema: {
        tags,
        security,
        querystring: listingListQuerySchema,
        response: { 200: listOf(listingSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => listOwnListings(deps, authOf(request).user.id, request.query),
  );

  app.get(
    '/panel/ads/category-const/:const',
    {
      schema: {
        tags,
        security,
        params: z.object({ const: z.string() }),
        querystring: listingListQuerySchema.omit({ category: true }),
        response: { 200: listOf(listingSchema), ...errors, 422: errorBodySchema },
      },
    },
    async (request) =>
      listOwnListings(deps, authOf(request).user.id, request.query, request.params.const),
  );

  app.get(
    '/panel/ads/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(listingSchema), ...errors },
      },
    },
    async (request) => {
      const row = await readableListing(deps.db, authOf(request).user, Number(request.params.id));
      return { data: await listingResource(deps.db, row.id) };
    },
  );

  app.post(
    '/panel/ads',
    {
      schema: {
        tags,
        security,
        body: createListingBodySchema,
        response: {
          201: dataOf(listingSchema),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await throttle(deps, `listing-create|${userId}`, createLimit(deps.config));
      const listing = await createListing(deps, userId, request.body.category);
      return reply.status(201).send({ data: listing });
    },
  );

  app.patch(
    '/panel/ads/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: patchListingBodySchema,
        response: { 200: dataOf(listingSchema), ...errors, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await patchListing(
        deps,
        authOf(request).user.id,
        Number(request.params.id),
        request.body,
      ),
    }),
  );

  app.get(
    '/panel/ads/:id/activity',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: listOf(listingActivityEntrySchema), ...errors, 422: errorBodySchema },
      },
    },
    async (request) =>
      listingActivityPage(deps, authOf(request).user, Number(request.params.id), request.query),
  );
};

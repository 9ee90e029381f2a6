import { errorBodySchema, listOf, dataOf } from '@gazda/contracts/common';
import {
  adminListingSchema,
  adminListingsQuerySchema,
  listingSchema,
  requestFixBodySchema,
} from '@gazda/contracts/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import { authOf, requireAdmin } from '../../plugins/request-context';
import { approveListing, listingQueue, requestListingFix } from './admin-listings-service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Listing review by an operator (role Admin; 403 for everybody else). */
export const adminListingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/ads',
    {
      schema: {
        tags,
        security,
        querystring: adminListingsQuerySchema,
        response: { 200: listOf(adminListingSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listingQueue(deps, request.query),
  );

  app.post(
    '/admin/ads/:id/approve',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(listingSchema), ...refusals },
      },
    },
    async (request) => ({
      data: await approveListing(deps, authOf(request).user.id, Number(request.params.id)),
    }),
  );

  app.post(
    '/admin/ads/:id/request-fix',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: requestFixBodySchema,
        response: { 200: dataOf(listingSchema), 422: errorBodySchema, ...refusals },
      },
    },
    async (request) => ({
      data: await requestListingFix(
        deps,
        authOf(request).user.id,
        Number(request.params.id),
        request.body.errors,
      ),
    }),
  );
};

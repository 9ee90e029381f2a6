import { dataOf as data, errorBodySchema } from '@gazda/contracts/common';
import {
  categoriesQuerySchema,
  categorySchema,
  countrySchema,
  namedRefSchema,
} from '@gazda/contracts/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { idParams } from '../../http/route-schemas';
import {
  categories,
  categoryByConst,
  categorySubcategories,
  categoryTags,
  countries,
} from './reference-data-service';

const tags = ['listings'];
// Any id that is not a category is a 404, not a validation error.

/**
 * Reference data of the listing form (docs/rules/product.md §7). No login needed, so that "choose
 * the type" works logged out; `with_user_count=1` counts the caller's own listings and so needs a
 * login.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  type Asking = { query: { with_user_count: boolean }; user: { id: number } | null };
  const countFor = ({ query, user }: Asking) => ({
    withUserCount: query.with_user_count,
    userId: user?.id,
  });

  app.get(
    '/countries',
    { schema: { tags, response: { 200: data(z.array(countrySchema)) } } },
    async (request) => ({ data: await countries(deps, request.locale) }),
  );

  app.get(
    '/panel/ads/categories',
    {
      schema: {
        tags,
        querystring: categoriesQuerySchema,
        response: { 200: data(z.array(categorySchema)), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await categories(deps, countFor(request), request.locale) }),
  );

  app.get(
    '/panel/ads/categories/const/:const',
    {
      schema: {
        tags,
        params: z.object({ const: z.string() }),
        querystring: categoriesQuerySchema,
        response: { 200: data(categorySchema), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await categoryByConst(deps, request.params.const, countFor(request), request.locale),
    }),
  );

  app.get(
    '/panel/ads/tags/category/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: data(z.array(namedRefSchema)), 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await categoryTags(deps, Number(request.params.id), request.locale),
    }),
  );

  app.get(
    '/panel/ads/subcategories/category/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: data(z.array(namedRefSchema)), 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await categorySubcategories(deps, Number(request.params.id), request.locale),
    }),
  );
};

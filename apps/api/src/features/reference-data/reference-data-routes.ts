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
import { notFound, unauthenticated } from '../../errors';
import { presentCategory, presentCountries, presentNamed } from './reference-data-presenter';
import {
  findCategoryByConst,
  findCategoryById,
  listCategories,
  listCountries,
  listingCountsByCategory,
  subcategoriesOfCategory,
  tagsOfCategory,
} from './reference-data-repository';

const tags = ['listings'];
// Any id that is not a category is a 404, not a validation error.

/**
 * Reference data of the listing form (docs/rules/product.md §7). No login needed, so that "choose
 * the type" works logged out; `with_user_count=1` counts the caller's own listings and so needs a
 * login.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  async function counts(withUserCount: boolean, userId: number | undefined) {
    if (withUserCount && userId === undefined) throw unauthenticated();
    return listingCountsByCategory(deps.db, withUserCount ? userId! : null);
  }

  app.get(
    '/countries',
    { schema: { tags, response: { 200: data(z.array(countrySchema)) } } },
    async (request) => ({ data: presentCountries(await listCountries(deps.db), request.locale) }),
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
    async (request) => {
      const byCategory = await counts(request.query.with_user_count, request.user?.id);
      const rows = await listCategories(deps.db);
      return {
        data: rows.map((row) => presentCategory(row, byCategory.get(row.id) ?? 0, request.locale)),
      };
    },
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
    async (request) => {
      const row = await findCategoryByConst(deps.db, request.params.const);
      if (!row) throw notFound();
      const byCategory = await counts(request.query.with_user_count, request.user?.id);
      return { data: presentCategory(row, byCategory.get(row.id) ?? 0, request.locale) };
    },
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
    async (request) => {
      const category = await findCategoryById(deps.db, Number(request.params.id));
      if (!category) throw notFound();
      const rows = await tagsOfCategory(deps.db, category.id);
      return { data: rows.map((row) => presentNamed(row, request.locale)) };
    },
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
    async (request) => {
      const category = await findCategoryById(deps.db, Number(request.params.id));
      if (!category) throw notFound();
      const rows = await subcategoriesOfCategory(deps.db, category.id);
      return { data: rows.map((row) => presentNamed(row, request.locale)) };
    },
  );
};

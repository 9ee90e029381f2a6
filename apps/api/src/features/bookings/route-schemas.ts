import { errorBodySchema } from '@gazda/contracts/common';
import { z } from 'zod';

/** What the booking routes share: a path id (malformed → 404 like unknown), error answers. */
export const idParams = z.object({ id: z.string() });
export const security = [{ bearer: [] }];
export const errorAnswers = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** `{ data, meta }` of docs/rules/api.md's lists. */
export function page<T>(data: T[], total: number, query: { page: number; per_page: number }) {
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

import { errorBodySchema } from '@gazda/contracts/common';
import { z } from 'zod';

/** What the routes' schemas share: the path id, the bearer security and the error answers. */

/** Path ids are strings here: a malformed one is a 404 like any unknown id (`pathId`), not a 422. */
export const idParams = z.object({ id: z.string() });
export const security = [{ bearer: [] }];

/** The error answers of a route's OpenAPI schema, one `errorBodySchema` per status. */
export function errorAnswersFor<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

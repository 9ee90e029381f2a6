import { errorBodySchema } from '@gazda/contracts/common';
import { z } from 'zod';

/** What every calendar route shares in its schema (OpenAPI tag, bearer security, errors). */
export const tags = ['calendar'];
export const security = [{ bearer: [] }];
/** Path ids are strings here: a malformed one is a 404 like any unknown listing, not a 422. */
export const idParams = z.object({ id: z.string() });
export const errorAnswers = {
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

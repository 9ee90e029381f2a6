import { errorBodySchema } from '@gazda/contracts/common';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
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

/**
 * A serializer for a route whose 200 body the server builds itself, typed as the contract's
 * (GET calendar/{id}: 366 CalendarDay objects): the 200 answer is written without a second zod
 * pass, which cost about a tenth of the request; the schema still documents the route in
 * OpenAPI. Every other status goes through the zod serializer as before.
 */
export const typedOkSerializer: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200' ? (data) => JSON.stringify(data) : serializerCompiler(route as never);

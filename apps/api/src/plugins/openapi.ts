import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the zod schemas the routes validate with, served at
 * GET /api/openapi.json. Registered before the routes so that every route is collected.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gazda API',
        version: '1.0.0',
        description:
          'Host and guest panel API. Send `App-Language: sr|sr-Cyrl|en` for messages in that language and ' +
          '`Authorization: Bearer <token>` where a login is needed. Errors: `{ message, code?, errors? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * The route `config` of a multipart upload: the document says its body is `multipart/form-data`
 * with one binary part per name in `files`, which the zod schemas cannot say (the route reads the
 * parts itself, features/photos/multipart-file.ts). Clients and the fuzz (test/security) find the
 * upload routes here.
 */
export function multipartDoc(files: string[]): { swaggerTransform: SwaggerTransform } {
  const binary = { type: 'string', format: 'binary' };
  const body = {
    type: 'object',
    required: files,
    properties: Object.fromEntries(files.map((name) => [name, binary])),
  };
  return {
    swaggerTransform(input) {
      const { schema, url } = jsonSchemaTransform(input);
      return { url, schema: { ...schema, consumes: ['multipart/form-data'], body } };
    },
  };
}

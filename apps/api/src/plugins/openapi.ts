import swagger from '@fastify/swagger';
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
          'Host and guest panel API. Send `App-Language: sr|en` for messages in that language and ' +
          '`Authorization: Bearer <token>` where a login is needed. Errors: `{ message, code?, errors? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

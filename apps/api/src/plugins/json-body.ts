import type { FastifyInstance } from 'fastify';

/**
 * Two leniencies a panel and a mobile app expect: a JSON request with an empty body (a POST
 * /logout through a client that always sets Content-Type) is read as no body instead of a 400,
 * and a route with a body schema that received no body validates `{}`, so the answer names each
 * missing field instead of "the body is required".
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });
}

import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * JSON text is UTF-8 (RFC 8259 §8.1): a body with bytes that are not (a surrogate's own bytes
 * ED A0 80, a stray FF) is a 400 like any body that cannot be parsed, instead of being read with
 * U+FFFD in their place and stored so.
 *
 * Two leniencies a panel and a mobile app expect: a JSON request with an empty body (a POST
 * /logout through a client that always sets Content-Type) is read as no body instead of a 400,
 * and a route with a body schema that received no body validates `{}`, so the answer names each
 * missing field instead of "the body is required".
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (!isUtf8(bytes)) {
      done(badRequest(), undefined);
      return;
    }
    const text = bytes.toString('utf8');
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

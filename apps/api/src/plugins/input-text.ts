import type { FastifyInstance } from 'fastify';
import { validation } from '../errors';

/**
 * The first place (`name.sr`, `search`, `const`) where `value` holds a string with U+0000, or
 * undefined. Iterative, so a body nested thousands deep costs no stack.
 */
export function nulField(value: unknown, prefix = ''): string | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path || '_';
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, and a query with it fails ("invalid byte sequence"),
 * which would be a 500. No field of ours means it: a path parameter, query value or body string
 * holding it is a 422 `The value is not valid` on that field, before any route runs.
 */
export function registerInputText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
    if (field) throw validation({ [field]: ['validation.invalid'] });
  });
}

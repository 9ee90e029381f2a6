import type { FastifyInstance } from 'fastify';
import { validation } from '../errors';

/** A UTF-16 surrogate without its pair: `"\ud800"` is valid JSON but no character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text no field of ours means and PostgreSQL cannot take: U+0000 or a lone surrogate. */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The first place (`name.sr`, `search`, `const`) where `value` holds a string (or a key) with
 * U+0000 or a lone surrogate, or undefined. Iterative, so a body nested thousands deep costs no
 * stack.
 */
function unstorableField(value: unknown, prefix = ''): string | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (unstorable(key)) return path || '_';
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, and a query with it fails ("invalid byte sequence");
 * a lone surrogate (`"\ud800"` in the JSON) is no character either: PostgreSQL refuses it in
 * json/jsonb ("Unicode low surrogate must follow a high surrogate", the activity log's values),
 * and in text it would become U+FFFD. Either would be a 500 or a mangled value. No field of ours
 * means them: a path parameter, query value or body string (or key) holding one is a 422 `The
 * value is not valid` on that field, before any route runs. (A JSON body that is not UTF-8 is a
 * 400 before this, plugins/json-body.ts.)
 */
export function registerInputText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      unstorableField(request.params) ??
      unstorableField(request.query) ??
      unstorableField(request.body);
    if (field) throw validation({ [field]: ['validation.invalid'] });
  });
}

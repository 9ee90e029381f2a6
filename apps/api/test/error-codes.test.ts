import { ERROR_CODES, type ErrorCode } from '@gazda/contracts/error-codes';
import { en } from '@gazda/i18n/messages/en';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { api } from './helpers/test-app';

/*
 * Issue #25 item 6: an AppError takes a code of contracts' closed table and nothing else; the
 * table gives its status and default message, and the error handler's own answers follow it.
 */
describe('[API] error codes come from one table', () => {
  it("an AppError's status and message are its code's", () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      const error = new AppError(code);
      expect(error.status, code).toBe(ERROR_CODES[code].status);
      expect(error.messageKey, code).toBe(ERROR_CODES[code].message);
    }
    const precise = new AppError('transition_not_allowed', {
      messageKey: 'listings.conflict.approve',
    });
    expect(precise.status).toBe(409);
    expect(precise.messageKey).toBe('listings.conflict.approve');
  });

  it('a code outside the table, or a status beside a code, does not compile', () => {
    // @ts-expect-error 'conflict' is not a code of the table (it became transition_not_allowed)
    expect(() => new AppError('conflict')).toThrow(TypeError);
    // @ts-expect-error the status comes from the table, never from the call site
    expect(new AppError('not_found', 409).status).toBe(404);
  });

  it.each([
    ['an unknown /api path', 'GET', '/api/no-such-thing', undefined, 'not_found'],
    ['a call that needs a login', 'GET', '/api/me', undefined, 'unauthenticated'],
    ['an empty register body', 'POST', '/api/register', {}, 'validation'],
  ] as const)(
    "%s answers the table's status, code and message",
    async (_, method, path, body, code) => {
      const res = await api(method, path, { lang: 'en', ...(body ? { body } : {}) });
      expect(res.status).toBe(ERROR_CODES[code].status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toBe(en[ERROR_CODES[code].message]);
    },
  );
});

import { EMAIL_NOT_VERIFIED, type bookingRefusal } from '@gazda/domain/booking-eligibility';
import type { nextStatus } from '@gazda/domain/state-machines/machine';
import { en } from '@gazda/i18n/messages/en';
import { sr } from '@gazda/i18n/messages/sr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_CODES, errorCodeList, isErrorCode, type ErrorCode } from './error-codes';

type TransitionError = Extract<ReturnType<typeof nextStatus>, { ok: false }>['error'];

type BookingRefusal = NonNullable<ReturnType<typeof bookingRefusal>>;

const rows = Object.entries(ERROR_CODES);

describe('the closed table of error codes', () => {
  it.each(rows)('%s has its message in sr and en', (_, { message }) => {
    expect(Object.hasOwn(en, message) && en[message as keyof typeof en]).toBeTruthy();
    expect(Object.hasOwn(sr, message) && sr[message as keyof typeof sr]).toBeTruthy();
  });

  it('every status is an error status, and codes are snake_case', () => {
    for (const [code, { status }] of rows) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('each upload code answers its upload message', () => {
    const uploads = rows.filter(([code]) => code.startsWith('upload_'));
    expect(uploads.length).toBeGreaterThan(0);
    for (const [code, { message }] of uploads)
      expect(message).toBe(`upload.${code.slice('upload_'.length)}`);
  });

  it('the list and the guard agree with the table', () => {
    expect(errorCodeList).toEqual(Object.keys(ERROR_CODES));
    expect(isErrorCode('validation')).toBe(true);
    expect(isErrorCode('conflict')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it("the domain's refusals are codes of the table", () => {
    expectTypeOf<TransitionError>().toExtend<ErrorCode>();
    expectTypeOf<BookingRefusal>().toExtend<ErrorCode>();
    expect(isErrorCode(EMAIL_NOT_VERIFIED)).toBe(true);
  });
});

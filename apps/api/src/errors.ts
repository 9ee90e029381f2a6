import { ERROR_CODES, type ErrorCode } from '@gazda/contracts/error-codes';
import type { MessageKey } from '@gazda/i18n/catalog';

/** Per-field message ids (`validation.*`); the error handler translates them. */
export type FieldErrorIds = Record<string, MessageKey[]>;

type AppErrorOptions = {
  /** A more precise message than the code's default (a listing's "cannot be approved now"). */
  messageKey?: MessageKey;
  fieldErrors?: FieldErrorIds;
  headers?: Record<string, string>;
};

/** The code's default message id; compiling this checks every id of the table is in the catalogue. */
export function defaultMessageKey(code: ErrorCode): MessageKey {
  return ERROR_CODES[code].message;
}

/**
 * An expected failure with a code of contracts' closed table (error-codes.ts), which gives its HTTP
 * status and default message id. The one error handler (plugins/error-handler.ts) turns it into
 * docs/rules/api.md's body in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly fieldErrors?: FieldErrorIds;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.status = ERROR_CODES[code].status;
    this.messageKey = options.messageKey ?? defaultMessageKey(code);
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export function notFound(): AppError {
  return new AppError('not_found');
}

export function apartmentNotFound(): AppError {
  return new AppError('apartment_not_found');
}

/** 400 `The request could not be understood`: a body that cannot be read (not UTF-8, cut short). */
export function badRequest(): AppError {
  return new AppError('bad_request');
}

export function forbidden(): AppError {
  return new AppError('forbidden');
}

export function unauthenticated(): AppError {
  return new AppError('unauthenticated');
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('too_many_attempts', { headers: { 'retry-after': String(seconds) } });
}

/** 422 `Validation Error` with messages per field, e.g. `{ email: ['validation.email_taken'] }`. */
export function validation(fieldErrors: FieldErrorIds): AppError {
  return new AppError('validation', { fieldErrors });
}

import type { MessageKey } from '@gazda/i18n/catalog';

/** Per-field message ids (`validation.*`); the error handler translates them. */
export type FieldErrorIds = Record<string, MessageKey[]>;

/**
 * An expected failure with a code, an HTTP status and a message id. The one error handler
 * (plugins/error-handler.ts) turns it into docs/rules/api.md's body in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: string,
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: FieldErrorIds,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export function notFound(): AppError {
  return new AppError('not_found', 404, 'errors.not_found');
}

export function apartmentNotFound(): AppError {
  return new AppError('apartment_not_found', 404, 'errors.apartment_not_found');
}

export function conflict(messageKey: MessageKey = 'errors.conflict', code = 'conflict'): AppError {
  return new AppError(code, 409, messageKey);
}

/** 400 `The request could not be understood`: a body that cannot be read (not UTF-8, cut short). */
export function badRequest(): AppError {
  return new AppError('bad_request', 400, 'errors.bad_request');
}

export function forbidden(): AppError {
  return new AppError('forbidden', 403, 'errors.forbidden');
}

export function unauthenticated(): AppError {
  return new AppError('unauthenticated', 401, 'errors.unauthenticated');
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('too_many_attempts', 429, 'errors.too_many_attempts', undefined, {
    'retry-after': String(seconds),
  });
}

/** 422 `Validation Error` with messages per field, e.g. `{ email: ['validation.email_taken'] }`. */
export function validation(fieldErrors: FieldErrorIds): AppError {
  return new AppError('validation', 422, 'validation.error', fieldErrors);
}

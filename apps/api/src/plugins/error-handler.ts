import type { ErrorBody } from '@gazda/contracts/common';
import { errorStatus, type ErrorCode } from '@gazda/contracts/error-codes';
import { fieldErrors } from '@gazda/contracts/validation';
import type { z } from '@gazda/contracts/zod';
import { toLocale, type Locale } from '@gazda/i18n/locales';
import { createTranslator, translateLoose } from '@gazda/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError, defaultMessageKey } from '../errors';

/** fastify-type-provider-zod keeps each zod issue's fields in `params`; rebuild the issue. */
function toIssue(error: ZodFastifySchemaValidationError): z.core.$ZodIssue {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .filter((part) => part !== '');
  return {
    ...error.params,
    code: error.keyword,
    message: error.message ?? 'validation.invalid',
    path,
  } as z.core.$ZodIssue;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A generic answer of the table: the code's default message, and its status unless given. */
function sendCode(
  reply: FastifyReply,
  locale: Locale,
  code: ErrorCode,
  status = errorStatus(code),
): FastifyReply {
  return send(reply, status, { message: createTranslator(locale)(defaultMessageKey(code)), code });
}

/** An AppError's body in `locale`; also what an Idempotency-Key keeps of a refusal. */
export function appErrorBody(error: AppError, locale: Locale): ErrorBody {
  const t = createTranslator(locale);
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, ids]) => [field, ids.map((id) => t(id))]),
      )
    : undefined;
  return { message: t(error.messageKey), code: error.code, ...(errors ? { errors } : {}) };
}

/**
 * The one place where failures become answers (docs/rules/api.md's error table), in the request's
 * language: AppError → its status and message; schema validation → 422 with messages per field
 * (Fastify would say 400); an oversized body → 413; other client errors of Fastify → their status;
 * anything else → 500 with a generic message. A stack or an internal message never leaves.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, appErrorBody(error, request.locale));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation.map(toIssue), (id, values) =>
        translateLoose(request.locale, id, values as Record<string, number>),
      );
      return send(reply, errorStatus('validation'), {
        message: createTranslator(request.locale)(defaultMessageKey('validation')),
        code: 'validation',
        errors,
      });
    }

    const status = error.statusCode ?? 500;
    if (status === 413) return sendCode(reply, request.locale, 'payload_too_large');
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, error.message);
      // Fastify's other client errors (415, 406, …) keep their status under the one generic code.
      return sendCode(reply, request.locale, 'bad_request', status);
    }

    request.log.error({ err: error }, 'request failed');
    return sendCode(reply, request.locale, 'server_error');
  });
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the path, FST_ERR_BAD_URL)
 * skip the error handler and would answer Fastify's own body echoing the URL: the same 400 as any
 * other bad request instead. Passed as Fastify's `frameworkErrors` option (app.ts).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, error.message);
  return sendCode(reply, toLocale(request.headers['app-language']), 'bad_request');
}

/** 404 `Not found` in JSON, for unknown /api paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendCode(reply, request.locale, 'not_found');
}

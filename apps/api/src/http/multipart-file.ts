import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, validation } from '../errors';
import { uploadError } from './upload-errors';

/** The largest file an upload reads (a photo, an avatar, an ID's side); `upload.*` texts name it. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

/** @fastify/multipart settings of a one-file upload route: whole files up to MAX_FILE_BYTES. */
export const ONE_FILE_UPLOAD = {
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 },
  throwFileSizeLimit: true,
};

/**
 * The one place where a failure while reading a multipart body becomes an answer. A file over
 * MAX_FILE_BYTES is the too-large upload message of `field` (413); our own refusals (a missing
 * part) pass as they are; anything else the parser raised (no boundary, a body cut short or whose
 * boundary never closes, a malformed part header, too many parts, files or fields) is a request
 * that cannot be read, the client's fault and not the server's: 400 `bad_request`, as a JSON body
 * that cannot be parsed.
 */
export function multipartProblem(request: FastifyRequest, error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadError('too_large', field);
  request.log.info({ code, reason: (error as Error).message }, 'multipart body refused');
  return badRequest();
}

/** The one file part named `field` of a multipart body, whole; missing → 422 on that field. */
export async function readFilePart(request: FastifyRequest, field: string): Promise<Buffer> {
  const missing = () => validation({ [field]: ['validation.required'] });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw missing();
    return await part.toBuffer();
  } catch (error) {
    throw multipartProblem(request, error, field);
  }
}

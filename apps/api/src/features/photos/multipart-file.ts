import type { FastifyRequest } from 'fastify';
import { validation } from '../../errors';
import { MAX_FILE_BYTES } from './photo-processing';
import { uploadError } from './upload-errors';

/** @fastify/multipart settings of a one-file upload route: whole files up to MAX_FILE_BYTES. */
export const ONE_FILE_UPLOAD = {
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 },
  throwFileSizeLimit: true,
};

/** A multipart failure as the upload message of `field`: too large (413) or try again (422). */
export function multipartProblem(error: unknown, field: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadError('too_large', field);
  if (code?.startsWith('FST_')) return uploadError('try_again', field);
  return error;
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
    throw multipartProblem(error, field);
  }
}

import { dataOf } from '@gazda/contracts/common';
import { listingsPaths, photoSchema, type Photo } from '@gazda/contracts/listings';
import { createTranslator } from '@gazda/i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { endSession, getToken } from '../../../lib/session';

const photoResponseSchema = dataOf(photoSchema);

type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

function failure(xhr: XMLHttpRequest): ApiError {
  const t = createTranslator(getLocale());
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch {
    // Not JSON (a proxy's page, a dropped connection): the generic message below.
  }
  const errors =
    body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string[]>)
      : undefined;
  // The upload messages of product.md §8 arrive translated, also on 413 and the 500 "failed".
  const message =
    typeof body.message === 'string' && body.message ? body.message : t('errors.server');
  return new ApiError(xhr.status, message, errors);
}

/**
 * POST panel/ads/{id}/photos, multipart field `photo`. XMLHttpRequest rather than fetch because
 * only XHR reports upload progress; the headers are the API client's (bearer token, App-Language).
 */
export function uploadPhoto(id: number, file: File, options: UploadOptions = {}): Promise<Photo> {
  const { onProgress, signal } = options;
  const token = getToken();
  return new Promise<Photo>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', listingsPaths.photos(id));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('App-Language', getLocale());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, createTranslator(getLocale())('errors.server')));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(photoResponseSchema.parse(JSON.parse(xhr.responseText)).data);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) endSession('expired');
      reject(failure(xhr));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}

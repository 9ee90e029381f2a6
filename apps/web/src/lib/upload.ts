import { isErrorCode } from '@gazda/contracts/error-codes';
import { createTranslator } from '@gazda/i18n/translate';
import { ApiError } from './api-client';
import { getLocale } from './i18n';
import { endSession, getToken } from './session';

export type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

function failure(xhr: XMLHttpRequest): ApiError {
  const t = createTranslator(getLocale());
  let body: { message?: unknown; errors?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch {
    // Not JSON (a proxy's page, a dropped connection): the generic message below.
  }
  const errors =
    body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string[]>)
      : undefined;
  // The upload messages of docs/rules/product.md §8 arrive translated, also on 413 and the 500
  // "failed"; the server never puts a stack trace in a message.
  const message =
    typeof body.message === 'string' && body.message ? body.message : t('errors.server');
  const code = isErrorCode(body.code) ? body.code : undefined;
  return new ApiError(xhr.status, message, errors, undefined, code);
}

/**
 * POSTs a multipart form to the API; the answer's JSON is `T`, the contract's type of it, unchecked
 * as apiRequest's is (api-client.ts). XMLHttpRequest rather than fetch because only XHR reports
 * upload progress; the headers are the API client's (bearer token, App-Language), and a 401 ends
 * the session as every other call does.
 */
export function postForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = getToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
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
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) endSession('expired');
      reject(failure(xhr));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

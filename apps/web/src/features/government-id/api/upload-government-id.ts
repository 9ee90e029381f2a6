import { dataOf } from '@gazda/contracts/common';
import {
  governmentIdPaths,
  governmentIdSchema,
  type GovernmentId,
  type GovernmentIdSide,
} from '@gazda/contracts/government-id';
import { createTranslator } from '@gazda/i18n/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { endSession, getToken } from '../../../lib/session';
import { governmentIdKey } from './get-government-id';

const responseSchema = dataOf(governmentIdSchema);

export type IdUpload = {
  files: Partial<Record<GovernmentIdSide, File>>;
  onProgress?: (fraction: number) => void;
};

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
  const message =
    xhr.status < 500 && typeof body.message === 'string' && body.message
      ? body.message
      : t('errors.server');
  return new ApiError(xhr.status, message, errors);
}

/**
 * POST government-id, multipart `front` and `back`. XMLHttpRequest rather than fetch because
 * only XHR reports upload progress; the headers are the API client's (bearer token, App-Language).
 */
export function uploadGovernmentId({ files, onProgress }: IdUpload): Promise<GovernmentId> {
  const token = getToken();
  return new Promise<GovernmentId>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', governmentIdPaths.governmentId);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('App-Language', getLocale());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, createTranslator(getLocale())('errors.server')));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(responseSchema.parse(JSON.parse(xhr.responseText)).data);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) endSession('expired');
      reject(failure(xhr));
    };
    const form = new FormData();
    if (files.front) form.append('front', files.front, files.front.name);
    if (files.back) form.append('back', files.back, files.back.name);
    xhr.send(form);
  });
}

export function useUploadGovernmentId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGovernmentId,
    onSuccess: (data) => {
      queryClient.setQueryData(governmentIdKey, data);
      // The User's governmentIdStatus and hasGovernmentId changed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

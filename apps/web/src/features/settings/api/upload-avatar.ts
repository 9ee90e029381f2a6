import { accountPaths } from '@gazda/contracts/account';
import { dataOf } from '@gazda/contracts/common';
import { userSchema, type User } from '@gazda/contracts/user';
import { createTranslator } from '@gazda/i18n/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { endSession, getToken } from '../../../lib/session';

const updatedSchema = dataOf(userSchema);

/**
 * POST user-settings/avatar, multipart field `avatar`, with the API client's headers (bearer
 * token, App-Language). A picture is small, so fetch without upload progress is enough.
 */
export async function uploadAvatar(file: File): Promise<User> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'App-Language': getLocale(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('avatar', file, file.name);
  const t = createTranslator(getLocale());
  let response: Response;
  try {
    response = await fetch(accountPaths.avatar, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, t('errors.server'));
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    errors?: unknown;
  };
  if (!response.ok) {
    if (response.status === 401 && token !== null && token === getToken()) endSession('expired');
    const message =
      response.status < 500 && typeof body.message === 'string' && body.message
        ? body.message
        : t('errors.server');
    const errors =
      body.errors && typeof body.errors === 'object'
        ? (body.errors as Record<string, string[]>)
        : undefined;
    throw new ApiError(response.status, message, errors);
  }
  return updatedSchema.parse(body).data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}

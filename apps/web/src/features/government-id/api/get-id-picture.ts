import { createTranslator } from '@gazda/i18n/translate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { endSession, getToken } from '../../../lib/session';

/**
 * GET government-id/{userId}/{side}: a private picture. An <img> cannot send the bearer token,
 * so the bytes are fetched here and handed to the <img> as a data URL (nothing to revoke). The
 * URL the server gives carries a version, so a new upload is a new query.
 */
async function getIdPicture(url: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const headers: Record<string, string> = { 'App-Language': getLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) {
    if (response.status === 401 && token !== null && token === getToken()) endSession('expired');
    throw new ApiError(
      response.status,
      createTranslator(getLocale())('governmentId.picture_failed'),
    );
  }
  return dataUrl(await response.blob());
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function idPictureQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['government-id', 'picture', url] as const,
    queryFn: ({ signal }) => getIdPicture(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function useIdPicture(url: string | null) {
  return useQuery({ ...idPictureQueryOptions(url ?? ''), enabled: url !== null });
}

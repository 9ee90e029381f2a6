import { createTranslator } from '@gazda/i18n/translate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';

/**
 * GET government-id/{userId}/{side}: a private picture. An <img> cannot send the bearer token,
 * so the bytes are fetched here and handed to the <img> as a data URL (nothing to revoke). The
 * URL the server gives carries a version, so a new upload is a new query.
 */
async function getIdPicture(url: string, signal?: AbortSignal): Promise<string> {
  const blob = await apiBlob(url, { signal }).catch((error: unknown) => {
    if (signal?.aborted || !(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, createTranslator(getLocale())('governmentId.picture_failed'));
  });
  return dataUrl(blob);
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

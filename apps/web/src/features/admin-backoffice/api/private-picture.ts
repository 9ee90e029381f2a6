import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/*
 * ID pictures answer only with the bearer token, which an <img> cannot send: the picture is
 * fetched as a blob and shown through an object URL, released when the screen lets go of it.
 */
export function usePrivatePicture(url: string) {
  const picture = useQuery({
    queryKey: [...adminKey, 'picture', url],
    queryFn: () => apiBlob(url),
    staleTime: 5 * 60_000,
  });
  const objectUrl = useMemo(
    () => (picture.data ? URL.createObjectURL(picture.data) : null),
    [picture.data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { src: objectUrl, isError: picture.isError, isPending: picture.isPending };
}

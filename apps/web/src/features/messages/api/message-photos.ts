import type { DataOf } from '@gazda/contracts/common';
import type { Message } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** POST conversations/{id}/photos: multipart `photo` (re-encoded on the server), no caption. */
export function useSendPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('photo', file, file.name);
      return (await postForm<DataOf<Message>>(messagesPaths.photos(id), form)).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}

/*
 * A message's photo answers only with the bearer token, which an <img> cannot send: fetched as a
 * blob (apiBlob) and shown through an object URL, released when the thread lets go of it.
 */
export function useMessagePhoto(url: string | null) {
  const picture = useQuery({
    queryKey: [...queryKeys.messages, 'photo', url],
    queryFn: () => apiBlob(url!),
    enabled: url !== null,
    staleTime: Infinity,
  });
  const objectUrl = useMemo(
    () => (picture.data ? URL.createObjectURL(picture.data) : null),
    [picture.data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { src: objectUrl, isError: picture.isError };
}

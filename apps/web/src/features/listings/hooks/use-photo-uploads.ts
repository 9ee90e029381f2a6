import type { Listing } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { listingSaveKey } from '../api/update-listing-step';
import { uploadPhoto } from '../api/upload-photo';

export type Upload = {
  key: number;
  name: string;
  /** 0…1 while sending; the server's answer (re-encoding) follows at 1. */
  progress: number;
  error: string | null;
};

/**
 * Uploads one file at a time with its own progress. A finished photo joins the listing's photos
 * at once (the thumbnail replaces the progress row); a failed one stays with the server's message
 * until dismissed. The footer's button waits while any upload runs (same mutation key as saving).
 */
export function usePhotoUploads(listingId: number) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const send = useMutation({
    mutationKey: listingSaveKey(listingId),
    mutationFn: ({ file, key }: { file: File; key: number }) =>
      uploadPhoto(listingId, file, { onProgress: (progress) => patch(key, { progress }) }),
  });

  function patch(key: number, change: Partial<Upload>) {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function dismiss(key: number) {
    setUploads((list) => list.filter((item) => item.key !== key));
  }

  /** Files refused before sending (not an image type the picker allows): shown like a failure. */
  function reject(names: string[], message: string) {
    const failed = names.map((name) => ({
      key: nextKey.current++,
      name,
      progress: 0,
      error: message,
    }));
    setUploads((list) => [...list, ...failed]);
  }

  async function add(files: File[]) {
    const items = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((list) => [
      ...list,
      ...items.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
    ]);
    for (const item of items) {
      try {
        const photo = await send.mutateAsync(item);
        queryClient.setQueryData<Listing>(queryKeys.listing(listingId), (listing) =>
          listing ? { ...listing, photos: [...listing.photos, photo] } : listing,
        );
        dismiss(item.key);
      } catch (error) {
        patch(item.key, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    // Completeness (gallery step) and the activity log changed on the server.
    await queryClient.invalidateQueries({ queryKey: queryKeys.listing(listingId) });
  }

  return { uploads, add, reject, dismiss };
}

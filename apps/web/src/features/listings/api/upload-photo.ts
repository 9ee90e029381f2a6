import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Photo } from '@gazda/contracts/listings';
import { postForm, type UploadOptions } from '../../../lib/upload';

/** POST panel/ads/{id}/photos, multipart field `photo`, with upload progress. */
export async function uploadPhoto(
  id: number,
  file: File,
  options: UploadOptions = {},
): Promise<Photo> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return (await postForm<DataOf<Photo>>(listingsPaths.photos(id), form, options)).data;
}

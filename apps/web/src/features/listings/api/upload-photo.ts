import { dataOf } from '@gazda/contracts/common';
import { listingsPaths, photoSchema, type Photo } from '@gazda/contracts/listings';
import { postForm, type UploadOptions } from '../../../lib/upload';

const photoResponseSchema = dataOf(photoSchema);

/** POST panel/ads/{id}/photos, multipart field `photo`, with upload progress. */
export async function uploadPhoto(
  id: number,
  file: File,
  options: UploadOptions = {},
): Promise<Photo> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return (await postForm(listingsPaths.photos(id), form, photoResponseSchema, options)).data;
}

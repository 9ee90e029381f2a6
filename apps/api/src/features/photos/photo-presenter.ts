import type { Photo } from '@gazda/contracts/listings';
import { renditionPath, renditionsOf } from './photo-renditions';

/** Where stored files are served (uploads-routes.ts); paths are relative to DATA_DIR/uploads. */
export const UPLOADS_URL = '/uploads';

/** A stored photo's row (listings/listing-photos-repository.ts), as far as presenting reads it. */
type StoredPhoto = Pick<Photo, 'id' | 'width' | 'height' | 'position'> & {
  path: string;
  thumb_path: string;
};

export function presentPhoto(row: StoredPhoto): Photo {
  return {
    id: row.id,
    url: `${UPLOADS_URL}/${row.path}`,
    thumb_url: `${UPLOADS_URL}/${row.thumb_path}`,
    width: row.width,
    height: row.height,
    position: row.position,
    sources: renditionsOf(row.width, row.height).map(({ nominal, width, height }) => ({
      url: `${UPLOADS_URL}/${renditionPath(row.path, nominal)}`,
      width,
      height,
    })),
  };
}

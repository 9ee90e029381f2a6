import type { Photo } from '@gazda/contracts/listings';
import { renditionPath, renditionsOf } from './photo-renditions';
import type { PhotoRow } from './photos-repository';

/** Where stored files are served (uploads-routes.ts); paths are relative to DATA_DIR/uploads. */
export const UPLOADS_URL = '/uploads';

export function presentPhoto(row: PhotoRow): Photo {
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

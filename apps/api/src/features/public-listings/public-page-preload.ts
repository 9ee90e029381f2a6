import { SLIDE_SIZES, srcSetOf } from '@gazda/contracts/photo-hints';
import type { Deps } from '../../deps';
import type { PagePreload } from '../../plugins/panel';
import { presentPhoto } from '../photos/photo-presenter';
import { listingPhotos } from '../listings/listing-photos-service';
import { findListedListing } from './public-listings-repository';

/**
 * `/ads/{id}`, the public listing page: its largest paint is the first photo, which the panel can
 * only ask for once its script has run and the listing has arrived. The page's own answer names
 * it instead (`Link: <…>; rel=preload; as=image`, with the gallery's srcset and sizes), so the
 * browser fetches it beside the scripts (issue #9). Only for a listed listing: the header says
 * nothing the public listing's answer would not.
 */
export function publicPagePreload(deps: Deps): PagePreload {
  return {
    path: '/ads/:id',
    link: async (params) => {
      const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : null;
      const listing = id === null ? undefined : await findListedListing(deps.db, id);
      if (!listing || !(listing.active_sr || listing.active_en)) return null;
      const first = (await listingPhotos(deps.db, listing.id))[0];
      if (!first) return null;
      const photo = presentPhoto(first);
      const srcSet = srcSetOf(photo);
      const responsive = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${SLIDE_SIZES}"` : '';
      return `<${photo.url}>; rel=preload; as=image; fetchpriority=high${responsive}`;
    },
  };
}

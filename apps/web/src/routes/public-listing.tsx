import { useParams } from 'react-router';
import { PublicListingPage } from '../features/public-listing/components/public-listing-page';
import { NotFoundRoute } from './not-found';

/** /ads/{id}: the public page of a listing with its booking widget; works logged out. */
export function PublicListingRoute() {
  const { id } = useParams();
  const listingId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (listingId === null) return <NotFoundRoute />;
  return <PublicListingPage key={listingId} id={listingId} notFound={<NotFoundRoute />} />;
}

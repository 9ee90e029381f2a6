import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { meQueryOptions } from '../features/auth/api/get-me';
import { resendVerification } from '../features/auth/api/resend-verification';
import { PublicListingPage } from '../features/public-listings/components/public-listing-page';
import { NotFoundRoute } from './not-found';

/** /ads/{id}: the public page of a listing with its booking widget; works logged out. */
export function PublicListingRoute() {
  const { id } = useParams();
  // `me` as the cache holds it (after a login or the panel), never fetched here: asking with an
  // expired token would send a visitor who only looks at the page to the login.
  const me = useQuery({ ...meQueryOptions(), enabled: false });
  const listingId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (listingId === null) return <NotFoundRoute />;
  return (
    <PublicListingPage
      key={listingId}
      id={listingId}
      notFound={<NotFoundRoute />}
      account={{ user: me.data, resendVerification }}
    />
  );
}

import { isCategoryConst } from '@gazda/contracts/categories';
import { useParams } from 'react-router';
import { ReservationEditor } from '../features/calendar/components/reservation-editor';
import { NotFoundRoute } from './not-found';

const idOf = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : null);

/** /listing/{categoryConst}/{id}/reservation/{reservationId}: edit a manual reservation. */
export function ListingReservationRoute() {
  const { categoryConst, id, reservationId } = useParams();
  const listingId = idOf(id);
  const reservation = idOf(reservationId);
  if (!isCategoryConst(categoryConst) || listingId === null || reservation === null)
    return <NotFoundRoute />;
  return (
    <ReservationEditor
      key={`${listingId}/${reservation}`}
      listingId={listingId}
      reservationId={reservation}
      categoryConst={categoryConst}
      notFound={<NotFoundRoute />}
    />
  );
}

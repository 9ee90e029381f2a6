import { useParams } from 'react-router';
import { ReservationDetail } from '../features/host-bookings/components/reservation-detail';
import { NotFoundRoute } from './not-found';

/** /reservations/{id}: one reservation of the host's listings. */
export function ReservationShowRoute() {
  const { id } = useParams();
  const reservationId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (reservationId === null) return <NotFoundRoute />;
  return <ReservationDetail key={reservationId} id={reservationId} notFound={<NotFoundRoute />} />;
}

import { BookingList } from '../features/host-bookings/components/booking-list';

/** /reservations: the host's reservations (filters in the URL). */
export function ReservationsRoute() {
  return <BookingList kind="reservation" />;
}

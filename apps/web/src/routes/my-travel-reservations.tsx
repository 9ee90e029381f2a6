import { TripsPage } from '../features/trips/components/trips-page';

/** /my-travel/reservations: the guest's reservations. */
export function MyTravelReservationsRoute() {
  return <TripsPage tab="reservations" />;
}

import { BookingList } from '../features/host-bookings/components/booking-list';

/** /inquiries: the host's inquiries (filters in the URL). */
export function InquiriesRoute() {
  return <BookingList kind="inquiry" />;
}

import { TripsPage } from '../features/trips/components/trips-page';

/** /my-travel/inquiries: the guest's inquiries, confirm or cancel while allowed. */
export function MyTravelInquiriesRoute() {
  return <TripsPage tab="inquiries" />;
}

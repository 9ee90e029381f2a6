import { useParams } from 'react-router';
import { InquiryDetail } from '../features/host-bookings/components/inquiry-detail';
import { NotFoundRoute } from './not-found';

/** /inquiry/{id}: one inquiry of the host's listings. */
export function InquiryShowRoute() {
  const { id } = useParams();
  const inquiryId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (inquiryId === null) return <NotFoundRoute />;
  return <InquiryDetail key={inquiryId} id={inquiryId} notFound={<NotFoundRoute />} />;
}

import { isCategoryConst } from '@gazda/contracts/categories';
import { useParams } from 'react-router';
import { CalendarEditor } from '../features/calendar/components/calendar-editor';
import { NotFoundRoute } from './not-found';

/** /listing/{categoryConst}/{id}/calendar: the calendar editor of one of the user's listings. */
export function ListingCalendarRoute() {
  const { categoryConst, id } = useParams();
  const listingId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (!isCategoryConst(categoryConst) || listingId === null) return <NotFoundRoute />;
  return (
    <CalendarEditor
      key={listingId}
      listingId={listingId}
      categoryConst={categoryConst}
      notFound={<NotFoundRoute />}
    />
  );
}

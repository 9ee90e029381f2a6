import { categoryConstSchema } from '@gazda/contracts/listings';
import { useParams } from 'react-router';
import { CalendarEditor } from '../features/calendar/components/calendar-editor';
import { NotFoundRoute } from './not-found';

/** /listing/{categoryConst}/{id}/calendar: the calendar editor of one of the user's listings. */
export function ListingCalendarRoute() {
  const { categoryConst, id } = useParams();
  const category = categoryConstSchema.safeParse(categoryConst);
  const listingId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  if (!category.success || listingId === null) return <NotFoundRoute />;
  return (
    <CalendarEditor
      key={listingId}
      listingId={listingId}
      categoryConst={category.data}
      notFound={<NotFoundRoute />}
    />
  );
}

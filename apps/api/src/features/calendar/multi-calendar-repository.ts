import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CategoryConst, ListingRow } from '../../db/schema';
import {
  windowColumns,
  windowData,
  type CalendarWindowData,
  type DateWindow,
  type WindowColumns,
  type WindowOptions,
} from './calendar-window-repository';

/** One row of the multi-calendar: the listing, what the grid filters and shows, its window. */
type OwnListingWindow = {
  listing: ListingRow;
  category: CategoryConst;
  /** The first photo's thumbnail path under the uploads, or null. */
  thumbPath: string | null;
  data: CalendarWindowData;
};

type Row = ListingRow & WindowColumns & { category: CategoryConst; thumb_path: string | null };

/**
 * GET calendar/multi: every live listing of `userId` with the rows of `window`, in one statement
 * (the same five json_agg sub-selects as GET calendar/{id}, once per listing row): one round trip
 * however many listings the host has.
 */
export async function loadOwnCalendarWindows(
  db: Db,
  userId: number,
  window: DateWindow,
  options: WindowOptions,
): Promise<OwnListingWindow[]> {
  const { rows } = await sql<Row>`
    select l.*, c.const as category,
      (select p.thumb_path from listing_photos p where p.listing_id = l.id
        order by p.position, p.id limit 1) as thumb_path,
      ${windowColumns(sql.ref('l.id'), window, options)}
      from listings l join categories c on c.id = l.category_id
     where l.owner_id = ${userId} and l.deleted_at is null
     order by l.id`.execute(db);
  return rows.map((row) => {
    const {
      category,
      thumb_path,
      window_rules,
      window_days,
      window_reservations,
      window_holds,
      window_ical_events,
      ...listing
    } = row;
    const data = windowData({
      window_rules,
      window_days,
      window_reservations,
      window_holds,
      window_ical_events,
    });
    return { listing, category, thumbPath: thumb_path, data };
  });
}

/**
 * PUT calendar/multi/days: the caller's live listings among `ids`, each calendar locked until the
 * transaction ends (`for no key update`, as lockListingCalendar), in id order so that two writers
 * of overlapping sets never wait on each other in a circle. Another owner's listing is neither
 * read nor locked.
 */
export function lockOwnListings(db: Db, ids: number[], userId: number): Promise<ListingRow[]> {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('id', 'in', ids)
    .where('owner_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

import { calendarPaths } from '@gazda/contracts/paths';
import type {
  CalendarDay,
  MultiCalendarListing,
  MultiDays,
  PutMultiDaysBody,
} from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

async function putMultiDays(body: PutMultiDaysBody): Promise<MultiDays['listings']> {
  const { data } = await apiRequest<DataOf<MultiDays>>(calendarPaths.multiDays, {
    method: 'PUT',
    body,
  });
  return data.listings;
}

/**
 * What the grid shows the moment the host acts, before the server's days replace it: the price
 * (a special price is the night's price; clearing it waits for the server), blocked or open, the
 * minimum stay. A booked night stays as it is (the server refuses to block it).
 */
function patchDay(day: CalendarDay, body: PutMultiDaysBody): CalendarDay {
  if (day.date < body.from || day.date > body.to) return day;
  if (body.price != null) return { ...day, price: body.price, special: body.price };
  if (body.min_stay != null) return { ...day, min_stay: body.min_stay };
  if (body.blocked === true && day.available) return { ...day, available: false, reason: 'manual' };
  if (body.blocked === false && day.reason === 'manual')
    return { ...day, available: true, reason: null };
  return day;
}

type Windows = MultiCalendarListing[] | undefined;

function patchWindows(
  listings: Windows,
  ids: ReadonlySet<number>,
  change: (id: number, days: CalendarDay[]) => CalendarDay[],
): Windows {
  return listings?.map((listing) =>
    ids.has(listing.id) ? { ...listing, days: change(listing.id, listing.days) } : listing,
  );
}

/**
 * PUT calendar/multi/days: the loaded windows change at once, then take the server's changed
 * days; a refusal puts them back. Each listing's own calendar is read again when next opened.
 */
export function usePutMultiDays() {
  const queryClient = useQueryClient();
  const key = calendarKeys.multi();
  return useMutation({
    mutationFn: putMultiDays,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueriesData<MultiCalendarListing[]>({ queryKey: key });
      const ids = new Set(body.listing_ids);
      queryClient.setQueriesData<MultiCalendarListing[]>({ queryKey: key }, (listings) =>
        patchWindows(listings, ids, (_, days) => days.map((day) => patchDay(day, body))),
      );
      return { snapshot };
    },
    onSuccess: (changed) => {
      const byListing = new Map(
        changed.map((l) => [l.id, new Map(l.days.map((d) => [d.date, d]))]),
      );
      queryClient.setQueriesData<MultiCalendarListing[]>({ queryKey: key }, (listings) =>
        patchWindows(listings, new Set(byListing.keys()), (id, days) =>
          days.map((day) => byListing.get(id)?.get(day.date) ?? day),
        ),
      );
    },
    onError: (_error, _body, context) => {
      for (const [queryKey, data] of context?.snapshot ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_data, _error, body) => {
      for (const id of body.listing_ids)
        void queryClient.invalidateQueries({ queryKey: calendarKeys.all(id) });
    },
  });
}

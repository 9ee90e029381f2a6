import { calendarPaths } from '@gazda/contracts/paths';
import type { CalendarDay, CalendarInitData, PutDaysBody } from '@gazda/contracts/calendar';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyDayChange } from '../utils/apply-day-change';
import { pricingListing } from '../utils/local-quote';
import { calendarKeys } from './calendar-keys';
import type { CalendarDaysAnswer } from './get-calendar-days';

/**
 * Sets or clears a special price, blocks or opens, applies or removes a rule on a range. The
 * answer is "the changed days" (docs/rules/api.md), as `{ data: { days } }` like GET calendar/{id}.
 */
async function putDays(listingId: number, body: PutDaysBody): Promise<CalendarDay[]> {
  const { data } = await apiRequest<CalendarDaysAnswer>(calendarPaths.putDays(listingId), {
    method: 'PUT',
    body,
  });
  return data.days;
}

function mergeDays(days: CalendarDay[] | undefined, changed: readonly CalendarDay[]) {
  if (!days) return days;
  const byDate = new Map(changed.map((day) => [day.date, day]));
  return days.map((day) => byDate.get(day.date) ?? day);
}

type Snapshot = [readonly unknown[], CalendarDay[] | undefined][];

function patchLoadedDays(queryClient: QueryClient, listingId: number, body: PutDaysBody) {
  const [, initData] =
    queryClient
      .getQueriesData<CalendarInitData>({ queryKey: calendarKeys.initData(listingId) })
      .find(([, data]) => data !== undefined) ?? [];
  const listing = initData ? pricingListing(initData.listing) : null;
  const rules = initData?.rules ?? [];
  queryClient.setQueriesData<CalendarDay[]>({ queryKey: calendarKeys.days(listingId) }, (days) =>
    days ? applyDayChange(days, body, listing, rules) : days,
  );
}

/**
 * The grid changes the moment the host acts (the domain prices the changed days); the server's
 * changed days then replace them, and a refusal puts the days back as they were.
 */
export function usePutDays(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutDaysBody) => putDays(listingId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.days(listingId) });
      const snapshot: Snapshot = queryClient.getQueriesData<CalendarDay[]>({
        queryKey: calendarKeys.days(listingId),
      });
      patchLoadedDays(queryClient, listingId, body);
      return { snapshot };
    },
    onSuccess: (changed) => {
      queryClient.setQueriesData<CalendarDay[]>(
        { queryKey: calendarKeys.days(listingId) },
        (days) => mergeDays(days, changed),
      );
    },
    onError: (_error, _body, context) => {
      for (const [key, days] of context?.snapshot ?? []) queryClient.setQueryData(key, days);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.days(listingId) });
    },
    onSettled: () => {
      // The multi-calendar's windows hold this listing's days too.
      void queryClient.invalidateQueries({ queryKey: calendarKeys.multi() });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.pricing(listingId) });
    },
  });
}

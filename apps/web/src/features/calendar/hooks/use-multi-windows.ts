import type { CalendarDay, MultiCalendarListing } from '@gazda/contracts/calendar';
import { addDays, type LocalDate } from '@gazda/domain/dates';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { multiCalendarQueryOptions } from '../api/get-multi-calendar';

/** One GET calendar/multi window: the API's most (92 days). */
export const WINDOW_DAYS = 92;
/** Four windows: today and the next 12 months (368 days). */
const GRID_WINDOWS = 4;
export const GRID_DAYS = WINDOW_DAYS * GRID_WINDOWS;

type MultiWindows = {
  /** The listings as the first window answered them (name, photo, status, category, city). */
  listings: MultiCalendarListing[] | undefined;
  /** The day of column `col` (days from the first) of a listing, once its window is loaded. */
  dayAt: (listingId: number, col: number) => CalendarDay | undefined;
  dates: LocalDate[];
  error: unknown;
};

/**
 * The grid's days, loaded a 92-day window at a time as columns come into view: `wanted` are the
 * window numbers the viewport shows (always the first), each one GET calendar/multi for every
 * listing. Windows already loaded stay in the query cache.
 */
export function useMultiWindows(today: LocalDate, wanted: readonly number[]): MultiWindows {
  const locale = useLocale();
  const windows = [...new Set([0, ...wanted])].filter((w) => w >= 0 && w < GRID_WINDOWS);
  const results = useQueries({
    queries: Array.from({ length: GRID_WINDOWS }, (_, w) => ({
      ...multiCalendarQueryOptions(addDays(today, w * WINDOW_DAYS), WINDOW_DAYS, locale),
      enabled: windows.includes(w),
    })),
  });
  const data = results.map((r) => r.data);
  const dates = useMemo(
    () => Array.from({ length: GRID_DAYS }, (_, i) => addDays(today, i)),
    [today],
  );
  const [w0, w1, w2, w3] = data;
  // The answers' identities say when a window changed.
  const byWindow = useMemo(
    () => [w0, w1, w2, w3].map((listings) => new Map(listings?.map((l) => [l.id, l.days]))),
    [w0, w1, w2, w3],
  );
  return {
    listings: data[0],
    dates,
    dayAt: (listingId, col) =>
      byWindow[Math.floor(col / WINDOW_DAYS)]?.get(listingId)?.[col % WINDOW_DAYS],
    error: results[0]?.error ?? null,
  };
}

/*
 * When each import is fetched (features/ical/README.md, "Schedule and fetch"). Pure functions of
 * the time, the interval (ICAL_REFRESH_MINUTES) and the import's id.
 */

/** How long a claimed import stays hidden from other claims, should its sync never finish. */
export const CLAIM_LEASE_MINUTES = 5;

/** The first retry of a failing feed; each further failure doubles it, up to the interval. */
const FIRST_RETRY_MINUTES = 5;

const MINUTE = 60_000;
const GOLDEN = 0.6180339887498949;

/**
 * Where in every interval an import falls due, from 0 to 1: consecutive ids land far apart
 * (multiples of the golden ratio), so any number of imports is spread evenly over the interval.
 */
function phaseOf(importId: number): number {
  return (importId * GOLDEN) % 1;
}

/**
 * The next regular sync: the first moment after `now` at the import's phase of the interval.
 * An import synced when it fell due is due again one interval later, so every import is fetched
 * once per interval at its own moment, never in a burst; one synced off its moment (just
 * added, refreshed by hand, recovering from failures) returns to it within one interval.
 */
export function nextSyncAt(now: Date, intervalMinutes: number, importId: number): Date {
  const interval = intervalMinutes * MINUTE;
  const offset = Math.floor(phaseOf(importId) * interval); // whole milliseconds, as a Date
  const cycles = Math.floor((now.getTime() - offset) / interval) + 1;
  return new Date(cycles * interval + offset);
}

/** After `failures` failed syncs in a row: 5, 10, 20… minutes later, never past the interval. */
export function retryAt(now: Date, failures: number, intervalMinutes: number): Date {
  const doubled = FIRST_RETRY_MINUTES * 2 ** Math.min(Math.max(failures - 1, 0), 20);
  return new Date(now.getTime() + Math.min(doubled, intervalMinutes) * MINUTE);
}

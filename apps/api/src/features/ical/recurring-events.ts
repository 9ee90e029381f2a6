import ICAL from 'ical.js';
import type { FeedEvent } from './parse-feed';
import { isCancelled, rangeOf, textOf, tzidOf } from './vevent-fields';
import { addDays } from './zoned-time';
import type { LocalDate } from './zoned-time';

// Booking platforms never send RRULEs, but a host's own Google calendar may ("every weekend
// blocked"). Occurrences are read from today for two years, the calendar's horizon; the step cap
// stops a hostile FREQ=SECONDLY rule from spinning.
const HORIZON_DAYS = 731;
const MAX_STEPS = 50_000;

/**
 * The occurrences of a recurring VEVENT that touch `[today, today + 2 years)`, with its
 * RECURRENCE-ID overrides applied and EXDATEs removed (ical.js does both). Each occurrence gets
 * the UID `<uid>#<recurrence-id>`, stable from one fetch to the next.
 */
export function expandRecurring(
  master: ICAL.Component,
  overrides: ICAL.Component[],
  uid: string,
  timeZone: string,
  today: LocalDate,
): FeedEvent[] {
  const event = new ICAL.Event(master, { exceptions: overrides });
  const horizon = addDays(today, HORIZON_DAYS);
  const iterator = event.iterator();
  const events: FeedEvent[] = [];
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = iterator.next();
    if (!next) break;
    const details = event.getOccurrenceDetails(next);
    const item = details.item.component;
    const zone = tzidOf(item.getFirstProperty('dtstart'));
    const { start, end } = rangeOf(details.startDate, zone, details.endDate, zone, timeZone);
    if (start >= horizon) break;
    if (end <= today || isCancelled(item)) continue;
    const summary = textOf(item, 'summary');
    events.push({ uid: `${uid}#${details.recurrenceId.toString()}`, start, end, summary });
  }
  return events;
}

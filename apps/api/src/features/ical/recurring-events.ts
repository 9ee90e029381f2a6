import ICAL from 'ical.js';
import { localValueOf, type Placement } from './event-dates';
import type { FeedEvent } from './feed-event';
import { isCancelled, rangeOf, textOf, tzidOf } from './vevent-fields';
import { addDays } from './zoned-time';
import type { LocalDate } from './zoned-time';

// Booking platforms never send RRULEs, but a host's own Google calendar may ("every weekend
// blocked"). Occurrences are read from today for two years, the calendar's horizon.
const HORIZON_DAYS = 731;

/** A feed over its budget fails as a whole: a feed cut short would free nights it blocks. */
export class OverBudget extends Error {
  override name = 'OverBudget';
}

/**
 * The occurrences one feed may expand, all its recurring events together. Every occurrence
 * ical.js computes counts, those before today too: that is the work a hostile rule makes us do.
 */
export class OccurrenceBudget {
  constructor(private remaining: number) {}

  take(): void {
    this.remaining -= 1;
    if (this.remaining < 0) throw new OverBudget('too many occurrences');
  }
}

type Expansion = {
  uid: string;
  placement: Placement;
  today: LocalDate;
  budget: OccurrenceBudget;
};

// Seconds per step of the rules finer than a day; nights are the finest unit we block.
const SUB_DAILY: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600 };
// A COUNT that reaches further than this is cut here (the horizon clips it anyway).
const MAX_SPAN_SECONDS = 10 * 366 * 86_400;

/**
 * The occurrences of a recurring VEVENT that touch `[today, today + 2 years)`, with its
 * RECURRENCE-ID overrides applied and EXDATEs removed (ical.js does both). Each occurrence gets
 * the UID `<uid>#<recurrence-id>`, stable from one fetch to the next.
 */
export function expandRecurring(
  master: ICAL.Component,
  overrides: ICAL.Component[],
  expansion: Expansion,
): FeedEvent[] {
  const rules = master.getAllProperties('rrule').map((prop) => prop.getFirstValue() as ICAL.Recur);
  if (rules.some((rule) => rule.freq in SUB_DAILY))
    return subDailySpan(master, overrides, rules, expansion);
  const { uid, placement, today, budget } = expansion;
  const event = new ICAL.Event(master, { exceptions: overrides });
  const horizon = addDays(today, HORIZON_DAYS);
  const iterator = event.iterator();
  const events: FeedEvent[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    budget.take();
    const details = event.getOccurrenceDetails(next);
    const item = details.item.component;
    const zone = tzidOf(item.getFirstProperty('dtstart'));
    const startDate = localValueOf(details.startDate, zone, placement.timeZone)?.slice(0, 10);
    if (startDate !== undefined && startDate >= horizon) break;
    const nights = rangeOf(details.startDate, zone, details.endDate, zone, placement);
    if (nights === null || nights.end <= today || isCancelled(item)) continue;
    const summary = textOf(item, 'summary');
    events.push({ uid: `${uid}#${details.recurrenceId.toString()}`, ...nights, summary });
  }
  return events;
}

/**
 * A rule finer than a day (SECONDLY, MINUTELY, HOURLY) is not expanded one occurrence at a time:
 * from 1900 that is billions of steps. It blocks every night from its first start to the end of
 * its last occurrence, clipped to `[today, horizon)`: its UNTIL, or its COUNT when nothing (BY…)
 * filters the steps. One without an end, or whose end needs expanding, is over budget. EXDATEs
 * are ignored (the block is a superset); moved occurrences are added as they are.
 */
function subDailySpan(
  master: ICAL.Component,
  overrides: ICAL.Component[],
  rules: ICAL.Recur[],
  { uid, placement, today }: Expansion,
): FeedEvent[] {
  if (isCancelled(master)) return [];
  const event = new ICAL.Event(master);
  const zone = tzidOf(master.getFirstProperty('dtstart'));
  let lastEnd: ICAL.Time | null = null;
  for (const rule of rules) {
    const end = lastOccurrenceEnd(rule, event);
    if (end === null) throw new OverBudget('a sub-daily rule without a computable end');
    if (lastEnd === null || end.compare(lastEnd) > 0) lastEnd = end;
  }
  const span = rangeOf(event.startDate, zone, lastEnd, zone, placement);
  const horizon = addDays(today, HORIZON_DAYS);
  const events: FeedEvent[] = [];
  if (span !== null) {
    const start = span.start > today ? span.start : today;
    const end = span.end < horizon ? span.end : horizon;
    if (start < end) events.push({ uid, start, end, summary: textOf(master, 'summary') });
  }
  for (const override of overrides) {
    if (isCancelled(override)) continue;
    const moved = new ICAL.Event(override);
    const movedZone = tzidOf(override.getFirstProperty('dtstart'));
    const nights = rangeOf(moved.startDate, movedZone, moved.endDate, movedZone, placement);
    if (nights === null || nights.end <= today || nights.start >= horizon) continue;
    const recurrenceId = String(override.getFirstPropertyValue('recurrence-id'));
    events.push({ uid: `${uid}#${recurrenceId}`, ...nights, summary: textOf(override, 'summary') });
  }
  return events;
}

/** The end of a rule's last occurrence, when it can be known without expanding; else null. */
function lastOccurrenceEnd(rule: ICAL.Recur, event: ICAL.Event): ICAL.Time | null {
  const step = SUB_DAILY[rule.freq];
  let last: ICAL.Time;
  if (rule.until) {
    last = rule.until.clone();
    // UNTIL;VALUE=DATE includes that whole day.
    if (last.isDate)
      last = ICAL.Time.fromData({ ...dayOf(last), hour: 23, minute: 59, second: 59 });
  } else if (rule.count && step !== undefined && Object.keys(rule.parts).length === 0) {
    const seconds = (rule.count - 1) * (rule.interval || 1) * step;
    last = event.startDate.clone();
    last.adjust(0, 0, 0, Math.min(seconds, MAX_SPAN_SECONDS));
  } else {
    return null;
  }
  last.addDuration(event.duration);
  return last;
}

function dayOf(time: ICAL.Time) {
  return { year: time.year, month: time.month, day: time.day };
}

import ICAL from 'ical.js';
import { createHash } from 'node:crypto';
import { GAZDA_PRODID, GAZDA_UID_SUFFIX } from './export-feed';
import { expandRecurring } from './recurring-events';
import { datesOf, isCancelled, textOf } from './vevent-fields';
import type { LocalDate } from './zoned-time';

/** One imported block: the nights `[start, end)` of a listing, identified by the feed's UID. */
export type FeedEvent = { uid: string; start: LocalDate; end: LocalDate; summary: string };

export type ParseFeedOptions = {
  /** Feeds with this PRODID are our own export coming back; null turns the check off. */
  ownProdId?: string | null;
  /** Events whose UID ends with this are ours (a channel manager may re-export them). */
  ownUidSuffix?: string | null;
  /** The listing's zone, for DATE-TIME values. */
  timeZone?: string;
  /** The listing's today: recurring events are expanded from here for two years. */
  today?: LocalDate;
};

export type ParseFeedResult =
  { ok: true; events: FeedEvent[] } | { ok: false; error: 'parse_error' };

type Settings = Required<Omit<ParseFeedOptions, 'today'>> & { today: LocalDate | null };

/**
 * Reads an iCal feed into blocks. Anything that cannot be placed on the calendar (bad syntax, an
 * event without a usable DTSTART) fails the whole feed rather than dropping that event: the
 * caller then keeps the last good blocks and shows the error, where a silently dropped block
 * would be a double booking.
 */
export function parseFeed(text: string, options: ParseFeedOptions = {}): ParseFeedResult {
  const settings: Settings = {
    ownProdId: options.ownProdId === undefined ? GAZDA_PRODID : options.ownProdId,
    ownUidSuffix: options.ownUidSuffix === undefined ? GAZDA_UID_SUFFIX : options.ownUidSuffix,
    timeZone: options.timeZone ?? 'Europe/Belgrade',
    today: options.today ?? null,
  };
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: true, events: [] }; // an empty feed means no events
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) return { ok: false, error: 'parse_error' };
  try {
    const parsed: unknown[] = ICAL.parse(body);
    // One calendar parses to ['vcalendar', ...]; several concatenated ones to a list of those.
    const calendars = typeof parsed[0] === 'string' ? [parsed] : parsed;
    const events = calendars
      .map((jcal) => new ICAL.Component(jcal as unknown[]))
      .filter((calendar) => !isOwnCalendar(calendar, settings.ownProdId))
      .flatMap((calendar) => eventsOf(calendar, settings));
    return { ok: true, events: withUniqueUids(events) };
  } catch {
    // ical.js reports syntax errors while parsing and bad values lazily, when they are read.
    return { ok: false, error: 'parse_error' };
  }
}

function normalise(text: string): string {
  return text.replace(/\\/g, '').trim().toLowerCase(); // Booking.com writes `-\/\/...`
}

function isOwnCalendar(calendar: ICAL.Component, ownProdId: string | null): boolean {
  const prodId = calendar.getFirstPropertyValue('prodid');
  return (
    ownProdId !== null && typeof prodId === 'string' && normalise(prodId) === normalise(ownProdId)
  );
}

function eventsOf(calendar: ICAL.Component, settings: Settings): FeedEvent[] {
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const masterUids = new Set(masters.map((v) => textOf(v, 'uid')));
  const events: FeedEvent[] = [];
  for (const vevent of vevents) {
    const uid = textOf(vevent, 'uid');
    const suffix = settings.ownUidSuffix;
    if (suffix !== null && uid.toLowerCase().endsWith(suffix.toLowerCase())) continue; // no echo
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id');
    if (recurrenceId !== null) {
      // An override of one occurrence: expanded with its series, or alone if the series is absent.
      if (!masterUids.has(uid))
        events.push(...single(vevent, `${uid}#${String(recurrenceId)}`, settings));
      continue;
    }
    if (vevent.hasProperty('rrule') && settings.today !== null) {
      const overrides = vevents.filter(
        (v) => v.hasProperty('recurrence-id') && textOf(v, 'uid') === uid,
      );
      events.push(...expandRecurring(vevent, overrides, uid, settings.timeZone, settings.today));
      continue;
    }
    events.push(...single(vevent, uid, settings));
  }
  return events;
}

function single(vevent: ICAL.Component, uid: string, settings: Settings): FeedEvent[] {
  if (isCancelled(vevent)) return [];
  const { start, end } = datesOf(vevent, settings.timeZone);
  const summary = textOf(vevent, 'summary');
  return [{ uid: uid === '' ? derivedUid(start, end, summary) : uid, start, end, summary }];
}

/** A feed without UIDs still needs stable identities for diffing from one fetch to the next. */
function derivedUid(start: LocalDate, end: LocalDate, summary: string): string {
  const hash = createHash('sha256').update(`${start}\u0000${end}\u0000${summary}`).digest('hex');
  return `derived-${hash.slice(0, 32)}`;
}

/** UIDs are the diff key; a feed repeating one gets the start date appended to the others. */
function withUniqueUids(events: FeedEvent[]): FeedEvent[] {
  const seen = new Set<string>();
  const unique: FeedEvent[] = [];
  for (const event of events) {
    const uid = seen.has(event.uid) ? `${event.uid}#${event.start}` : event.uid;
    if (seen.has(uid)) continue; // an exact repeat adds nothing
    seen.add(uid);
    unique.push({ ...event, uid });
  }
  return unique;
}

import { DEFAULT_STAY_WINDOW, type StayWindow } from '@gazda/domain/stay-window';
import ICAL from 'ical.js';
import { createHash } from 'node:crypto';
import type { Placement } from './event-dates';
import {
  GAZDA_IMPORTED_PROPERTY,
  GAZDA_LISTING_PROPERTY,
  GAZDA_PRODID,
  GAZDA_UID_SUFFIX,
} from './export-feed';
import type { FeedEvent } from './feed-event';
import { expandRecurring, OccurrenceBudget, OverBudget } from './recurring-events';
import { datesOf, isCancelled, textOf } from './vevent-fields';
import type { LocalDate } from './zoned-time';

/** Occurrences of recurring events expanded per feed, all events together (README: budget). */
const MAX_OCCURRENCES = 50_000;

export type ParseFeedOptions = {
  /** Feeds with this PRODID are Gazda exports; null turns the check off. */
  ownProdId?: string | null;
  /** Events whose UID ends with this are ours (a channel manager may re-export them). */
  ownUidSuffix?: string | null;
  /**
   * The importing listing: a Gazda export of another listing is imported, its own is not.
   * Without it every Gazda export counts as our own.
   */
  listingId?: string | null;
  /** The listing's zone, for DATE-TIME values. */
  timeZone?: string;
  /** The listing's check-in and check-out times: which nights a timed event takes. */
  stayWindow?: StayWindow;
  /** The listing's today: recurring events are expanded from here for two years. */
  today?: LocalDate;
  maxOccurrences?: number;
};

/**
 * `own_export`: the feed is this listing's own export, so there is nothing to import.
 * `too_many_occurrences`: its recurring events exceed the budget (README).
 */
export type ParseFeedError = 'parse_error' | 'too_many_occurrences' | 'own_export';

export type ParseFeedResult =
  { ok: true; events: FeedEvent[] } | { ok: false; error: ParseFeedError };

type Settings = Placement & {
  ownProdId: string | null;
  ownUidSuffix: string | null;
  listingId: string | null;
  today: LocalDate | null;
  maxOccurrences: number;
};

/** Where a calendar comes from: decides which of its events are echoes of ours. */
type Source = 'elsewhere' | 'other-listing';

/**
 * Reads an iCal feed into blocks. Anything that cannot be placed on the calendar (bad syntax, an
 * event without a usable DTSTART) fails the whole feed rather than dropping that event: the
 * caller then keeps the last good blocks and shows the error, where a silently dropped block
 * would be a double booking. Only a whole calendar, `BEGIN:VCALENDAR` to `END:VCALENDAR`, is
 * read: an empty body or a cut-off download would otherwise clear every block.
 */
export function parseFeed(text: string, options: ParseFeedOptions = {}): ParseFeedResult {
  const settings: Settings = {
    ownProdId: options.ownProdId === undefined ? GAZDA_PRODID : options.ownProdId,
    ownUidSuffix: options.ownUidSuffix === undefined ? GAZDA_UID_SUFFIX : options.ownUidSuffix,
    listingId: options.listingId ?? null,
    timeZone: options.timeZone ?? 'Europe/Belgrade',
    stayWindow: options.stayWindow ?? DEFAULT_STAY_WINDOW,
    today: options.today ?? null,
    maxOccurrences: options.maxOccurrences ?? MAX_OCCURRENCES,
  };
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!/^BEGIN:VCALENDAR/i.test(body) || !/END:VCALENDAR$/i.test(body))
    return { ok: false, error: 'parse_error' };
  try {
    const parsed: unknown[] = ICAL.parse(body);
    // One calendar parses to ['vcalendar', ...]; several concatenated ones to a list of those.
    const calendars = (typeof parsed[0] === 'string' ? [parsed] : parsed).map(
      (jcal) => new ICAL.Component(jcal as unknown[]),
    );
    const theirs = calendars.flatMap((calendar) => {
      const source = sourceOf(calendar, settings);
      return source === null ? [] : [{ calendar, source }];
    });
    if (theirs.length === 0) return { ok: false, error: 'own_export' };
    const budget = new OccurrenceBudget(settings.maxOccurrences);
    const events = theirs.flatMap(({ calendar, source }) =>
      eventsOf(calendar, source, settings, budget),
    );
    return { ok: true, events: withUniqueUids(events) };
  } catch (error) {
    // ical.js reports syntax errors while parsing and bad values lazily, when they are read.
    return {
      ok: false,
      error: error instanceof OverBudget ? 'too_many_occurrences' : 'parse_error',
    };
  }
}

function normalise(text: string): string {
  return text.replace(/\\/g, '').trim().toLowerCase(); // Booking.com writes `-\/\/...`
}

/**
 * Null for this listing's own export (an echo). A Gazda export names its listing
 * (export-feed.ts); another listing's export is a calendar like any other. One without the name,
 * or read without knowing the importing listing, counts as our own: importing our own blocks
 * back would keep them after they are gone here.
 */
function sourceOf(calendar: ICAL.Component, settings: Settings): Source | null {
  const prodId = calendar.getFirstPropertyValue('prodid');
  const gazda =
    settings.ownProdId !== null &&
    typeof prodId === 'string' &&
    normalise(prodId) === normalise(settings.ownProdId);
  if (!gazda) return 'elsewhere';
  const listing = textOf(calendar, GAZDA_LISTING_PROPERTY.toLowerCase());
  if (listing === '' || settings.listingId === null || listing === settings.listingId) return null;
  return 'other-listing';
}

/**
 * An echo is one of our blocks coming back. From a channel manager it is recognised by our UID
 * suffix. From another Gazda listing every UID has the suffix; there, the blocks that listing
 * imported itself are left out (they may be ours, and two listings importing each other would
 * pass them back and forth, adding a copy each time).
 */
function isEcho(vevent: ICAL.Component, uid: string, source: Source, settings: Settings): boolean {
  if (source === 'other-listing') return vevent.hasProperty(GAZDA_IMPORTED_PROPERTY.toLowerCase());
  const suffix = settings.ownUidSuffix;
  return suffix !== null && uid.toLowerCase().endsWith(suffix.toLowerCase());
}

function eventsOf(
  calendar: ICAL.Component,
  source: Source,
  settings: Settings,
  budget: OccurrenceBudget,
): FeedEvent[] {
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const masterUids = new Set(masters.map((v) => textOf(v, 'uid')));
  const events: FeedEvent[] = [];
  for (const vevent of vevents) {
    const uid = textOf(vevent, 'uid');
    if (isEcho(vevent, uid, source, settings)) continue;
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
      events.push(
        ...expandRecurring(vevent, overrides, {
          uid,
          placement: settings,
          today: settings.today,
          budget,
        }),
      );
      continue;
    }
    events.push(...single(vevent, uid, settings));
  }
  return events;
}

function single(vevent: ICAL.Component, uid: string, placement: Placement): FeedEvent[] {
  if (isCancelled(vevent)) return [];
  const nights = datesOf(vevent, placement);
  if (nights === null) return [];
  const { start, end } = nights;
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

import { createHash } from 'node:crypto';
import { foldLine, escapeText } from './ical-text';
import type { LocalDate } from './zoned-time';

export const GAZDA_PRODID = '-//Gazda//Gazda Calendar 1.0//SR';
/** Every UID we export ends with this, so our own events coming back are recognised. */
export const GAZDA_UID_SUFFIX = '@gazda';
/**
 * Which listing a feed is the export of, so that a listing ignores its own export coming back
 * but imports another listing's (parse-feed.ts). The id is in the export URL already.
 */
export const GAZDA_LISTING_PROPERTY = 'X-GAZDA-LISTING';
/** Marks the blocks a listing imported from elsewhere: another listing does not take them again. */
export const GAZDA_IMPORTED_PROPERTY = 'X-GAZDA-IMPORTED';

/** Why the nights are unavailable; it shapes the UID only, never the text others see. */
type UnavailableKind = 'reservation' | 'inquiry' | 'manual' | 'ical';

export type UnavailableRange = {
  start: LocalDate;
  /** Exclusive, like a check-out date. */
  end: LocalDate;
  kind: UnavailableKind;
  /** The row behind the range (a reservation id, an imported event id): keeps the UID when it moves. */
  sourceId?: string;
};

type ExportFeedInput = {
  listingId: string;
  listingName: string;
  ranges: readonly UnavailableRange[];
  now: Date;
};

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function basicDate(date: LocalDate): string {
  if (!LOCAL_DATE.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return date.replaceAll('-', '');
}

/** `20270106T101500Z`: DTSTAMP must be UTC in the basic format. */
function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Stable across exports so Airbnb and Booking.com update a block instead of deleting and adding
 * it: derived from the source row when there is one (a reservation keeps its UID when its dates
 * change), otherwise from the range itself.
 */
function exportUid(listingId: string, range: UnavailableRange): string {
  const identity = range.sourceId ?? `${range.start}/${range.end}`;
  const hash = createHash('sha256')
    .update(`${listingId}\u0000${range.kind}\u0000${identity}`)
    .digest('hex');
  return `${hash.slice(0, 32)}${GAZDA_UID_SUFFIX}`;
}

/**
 * The listing's availability as RFC 5545 text: one all-day VEVENT per range, exclusive DTEND,
 * CRLF line ends, lines folded at 75 octets. The SUMMARY is the same for every range: no guest
 * name, no reason, nothing personal leaves through a feed whose URL is shared with other sites.
 * Only a block imported from another calendar carries a mark (the loop guard of parse-feed.ts).
 * Ranges are written as given (call `mergeRanges` first to collapse day-by-day blocks); empty
 * ranges (end <= start) are skipped.
 */
export function exportFeed(input: ExportFeedInput): string {
  const stamp = utcStamp(input.now);
  const events = input.ranges
    .filter((range) => basicDate(range.end) > basicDate(range.start))
    .map((range) => ({ range, uid: exportUid(input.listingId, range) }))
    .sort((a, b) =>
      a.range.start !== b.range.start
        ? a.range.start.localeCompare(b.range.start)
        : a.range.end !== b.range.end
          ? a.range.end.localeCompare(b.range.end)
          : a.uid.localeCompare(b.uid),
    );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${GAZDA_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.listingName)}`,
    `${GAZDA_LISTING_PROPERTY}:${escapeText(input.listingId)}`,
    ...events.flatMap(({ range, uid }) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(range.start)}`,
      `DTEND;VALUE=DATE:${basicDate(range.end)}`,
      'SUMMARY:Not available',
      'TRANSP:OPAQUE',
      ...(range.kind === 'ical' ? [`${GAZDA_IMPORTED_PROPERTY}:TRUE`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

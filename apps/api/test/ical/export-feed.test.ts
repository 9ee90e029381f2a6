import { describe, expect, it } from 'vitest';
import { exportFeed, GAZDA_PRODID } from '../../src/features/ical/export-feed';
import type { UnavailableRange } from '../../src/features/ical/export-feed';
import { escapeText, foldLine } from '../../src/features/ical/ical-text';
import { mergeRanges } from '../../src/features/ical/merge-ranges';
import { parseFeed } from '../../src/features/ical/parse-feed';

const now = new Date('2027-01-05T08:09:10.123Z');
const ranges: UnavailableRange[] = [
  { start: '2027-03-01', end: '2027-03-05', kind: 'reservation', sourceId: 'res_81f2' },
  { start: '2027-01-10', end: '2027-01-12', kind: 'manual' },
  { start: '2026-12-30', end: '2027-01-02', kind: 'ical', sourceId: 'evt_12' },
  { start: '2027-06-01', end: '2028-12-31', kind: 'ical', sourceId: 'evt_13' },
];
const listingName =
  'Apartman „Dorćol“; Cara Dušana 12, Beograd — lux studio sa terasom i pogledom na Dunav 🌊';
const text = exportFeed({ listingId: 'lst_1', listingName, ranges, now });
const physicalLines = text.split('\r\n').slice(0, -1);
const unfolded = text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

/** The UID a listing's export gives `range`, read from an export of that range alone. */
function uidOf(listingId: string, range: UnavailableRange): string {
  const feed = exportFeed({ listingId, listingName: 'x', ranges: [range], now });
  const uids = feed.split('\r\n').filter((line) => line.startsWith('UID:'));
  expect(uids).toHaveLength(1);
  return uids[0]!.slice('UID:'.length);
}

describe('exportFeed writes valid RFC 5545', () => {
  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets, split between whole UTF-8 characters', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of physicalLines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length, line).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(bytes)).not.toThrow();
    }
    expect(physicalLines.some((line) => line.startsWith(' '))).toBe(true); // the name was folded
  });

  it('has the calendar header and balanced components', () => {
    expect(unfolded.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${GAZDA_PRODID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(unfolded).toContain(`X-WR-CALNAME:${escapeText(listingName)}`);
    expect(unfolded).toContain('X-GAZDA-LISTING:lst_1');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(unfolded.filter((l) => l === 'END:VEVENT')).toHaveLength(4);
  });

  it('writes all-day events with exclusive DTEND, a UTC DTSTAMP and nothing personal', () => {
    const first = unfolded.slice(
      unfolded.indexOf('BEGIN:VEVENT'),
      unfolded.indexOf('END:VEVENT') + 1,
    );
    expect(first).toEqual([
      'BEGIN:VEVENT',
      `UID:${uidOf('lst_1', ranges[2] as UnavailableRange)}`,
      'DTSTAMP:20270105T080910Z',
      'DTSTART;VALUE=DATE:20261230',
      'DTEND;VALUE=DATE:20270102',
      'SUMMARY:Not available',
      'TRANSP:OPAQUE',
      'X-GAZDA-IMPORTED:TRUE', // an imported block: another Gazda listing does not take it back
      'END:VEVENT',
    ]);
    expect(unfolded.filter((l) => l.startsWith('X-GAZDA-IMPORTED'))).toHaveLength(2);
    expect(new Set(unfolded.filter((l) => l.startsWith('SUMMARY:')))).toEqual(
      new Set(['SUMMARY:Not available']),
    );
    expect(text).not.toMatch(/res_81f2|evt_12|DESCRIPTION|ATTENDEE|ORGANIZER/);
  });

  it('sorts events by date and skips empty ranges', () => {
    const starts = unfolded.filter((l) => l.startsWith('DTSTART')).map((l) => l.slice(-8));
    expect(starts).toEqual(['20261230', '20270110', '20270301', '20270601']);
    const withEmpty = exportFeed({
      listingId: 'l',
      listingName: 'x',
      now,
      ranges: [{ start: '2027-01-01', end: '2027-01-01', kind: 'manual' }],
    });
    expect(withEmpty).not.toContain('BEGIN:VEVENT');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() =>
      exportFeed({
        listingId: 'l',
        listingName: 'x',
        now,
        ranges: [{ start: '2027-1-1', end: '2027-01-03', kind: 'manual' }],
      }),
    ).toThrow(RangeError);
  });
});

describe('export UIDs are stable', () => {
  it('do not change with the export time', () => {
    const later = exportFeed({
      listingId: 'lst_1',
      listingName,
      ranges,
      now: new Date('2027-02-01T00:00:00Z'),
    });
    const uids = (t: string) => t.split('\r\n').filter((l) => l.startsWith('UID:'));
    expect(uids(later)).toEqual(uids(text));
    expect(new Set(uids(text)).size).toBe(4);
    expect(uids(text).every((l) => /^UID:[0-9a-f]{32}@gazda$/.test(l))).toBe(true);
  });

  it('follow the source row when its dates move, and the range otherwise', () => {
    const reservation: UnavailableRange = {
      start: '2027-03-01',
      end: '2027-03-05',
      kind: 'reservation',
      sourceId: 'r1',
    };
    expect(uidOf('l', { ...reservation, end: '2027-03-07' })).toBe(uidOf('l', reservation));
    const block: UnavailableRange = { start: '2027-03-01', end: '2027-03-05', kind: 'manual' };
    expect(uidOf('l', { ...block, end: '2027-03-07' })).not.toBe(uidOf('l', block));
    expect(uidOf('other', block)).not.toBe(uidOf('l', block));
  });
});

describe('our export read back by the parser', () => {
  it('gives the same ranges when our own filters are off', () => {
    const result = parseFeed(text, { ownProdId: null, ownUidSuffix: null });
    expect(result.ok && result.events.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: '2026-12-30', end: '2027-01-02' },
      { start: '2027-01-10', end: '2027-01-12' },
      { start: '2027-03-01', end: '2027-03-05' },
      { start: '2027-06-01', end: '2028-12-31' },
    ]);
  });

  it('is ignored by default, by PRODID and by UID alone', () => {
    expect(parseFeed(text)).toEqual({ ok: false, error: 'own_export' });
    expect(parseFeed(text, { listingId: 'lst_1' })).toEqual({ ok: false, error: 'own_export' });
    const unnamed = text.replace('X-GAZDA-LISTING:lst_1\r\n', '');
    expect(parseFeed(unnamed, { listingId: 'lst_2' })).toEqual({ ok: false, error: 'own_export' });
    expect(parseFeed(text, { ownProdId: null })).toEqual({ ok: true, events: [] });
    const renamed = text.replace(GAZDA_PRODID, '-//Channel Manager//EN');
    expect(parseFeed(renamed)).toEqual({ ok: true, events: [] });
  });

  it("another listing's export is imported, without the blocks that listing imported itself", () => {
    const result = parseFeed(text, { listingId: 'lst_2' });
    expect(result.ok && result.events.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: '2027-01-10', end: '2027-01-12' },
      { start: '2027-03-01', end: '2027-03-05' },
    ]);
  });
});

describe('foldLine and escapeText', () => {
  it('folds at exactly 75 octets, continuation lines counting their leading space', () => {
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`).split('\r\n');
    expect(folded.map((l) => l.length)).toEqual([75, 75, 64]); // 212 octets = 75 + (1 + 74) + (1 + 63);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('never splits a multi-byte character', () => {
    for (const filler of ['ć', '€', '🌊']) {
      const line = `X-WR-CALNAME:${filler.repeat(60)}`;
      const parts = foldLine(line).split('\r\n');
      expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
      for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
  });

  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('mergeRanges', () => {
  it('merges touching and overlapping ranges of one kind only', () => {
    expect(
      mergeRanges([
        { start: '2027-01-03', end: '2027-01-04', kind: 'manual' },
        { start: '2027-01-01', end: '2027-01-02', kind: 'manual' },
        { start: '2027-01-02', end: '2027-01-03', kind: 'manual' },
        { start: '2027-01-03', end: '2027-01-06', kind: 'manual' },
        { start: '2027-01-06', end: '2027-01-08', kind: 'inquiry' },
        { start: '2027-01-10', end: '2027-01-11', kind: 'manual' },
      ]),
    ).toEqual([
      { start: '2027-01-01', end: '2027-01-06', kind: 'manual' },
      { start: '2027-01-06', end: '2027-01-08', kind: 'inquiry' },
      { start: '2027-01-10', end: '2027-01-11', kind: 'manual' },
    ]);
  });

  it('keeps ranges with a source id as they are and drops empty ones', () => {
    const a: UnavailableRange = {
      start: '2027-01-01',
      end: '2027-01-03',
      kind: 'reservation',
      sourceId: 'r1',
    };
    const b: UnavailableRange = {
      start: '2027-01-03',
      end: '2027-01-05',
      kind: 'reservation',
      sourceId: 'r2',
    };
    expect(mergeRanges([b, a, { start: '2027-02-01', end: '2027-02-01', kind: 'manual' }])).toEqual(
      [a, b],
    );
  });
});

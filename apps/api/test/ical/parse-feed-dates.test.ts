import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../src/features/ical/parse-feed';
import type { ParseFeedOptions } from '../../src/features/ical/parse-feed';

const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const vevent = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  ...lines,
  'END:VEVENT',
];

function datesOf(text: string, options?: ParseFeedOptions) {
  const result = parseFeed(text, options);
  if (!result.ok) throw new Error('parse_error');
  return result.events.map(({ uid, start, end }) => ({ uid, start, end }));
}

describe('VALUE=DATE values are calendar dates, never shifted by a zone', () => {
  it.each([
    ['20270328', '20270329', '2027-03-28', '2027-03-29'], // Europe springs forward
    ['20270331', '20270401', '2027-03-31', '2027-04-01'],
    ['20261025', '20261026', '2026-10-25', '2026-10-26'], // Europe falls back
    ['20261231', '20270102', '2026-12-31', '2027-01-02'], // across a year
    ['20280228', '20280301', '2028-02-28', '2028-03-01'], // leap year
  ])('%s–%s → %s–%s', (start, end, expectedStart, expectedEnd) => {
    const text = calendar(...vevent('a', `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`));
    expect(datesOf(text)).toEqual([{ uid: 'a', start: expectedStart, end: expectedEnd }]);
  });

  it('whatever the listing zone', () => {
    const text = calendar(
      ...vevent('a', 'DTSTART;VALUE=DATE:20270331', 'DTEND;VALUE=DATE:20270402'),
    );
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Europe/Belgrade']) {
      expect(datesOf(text, { timeZone })).toEqual([
        { uid: 'a', start: '2027-03-31', end: '2027-04-02' },
      ]);
    }
  });

  it('a bare DTSTART:20270106 without VALUE=DATE is read as that date', () => {
    expect(datesOf(calendar(...vevent('a', 'DTSTART:20270106', 'DTEND:20270108')))).toEqual([
      { uid: 'a', start: '2027-01-06', end: '2027-01-08' },
    ]);
  });

  it('the slice never reads a Date in the server zone (the only way TZ could leak in)', () => {
    const dir = new URL('../../src/features/ical/', import.meta.url);
    const localTimeApi =
      /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds|Time)\(|toLocale(Date|Time)?String|getTimezoneOffset|new Date\(\d|new Date\([a-z]+, /;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(localTimeApi);
    }
  });
});

describe('DATE-TIME values land on the listing-local date', () => {
  it.each([
    [
      'UTC late evening, winter',
      'DTSTART:20270106T233000Z',
      'DTEND:20270107T230000Z',
      '2027-01-07',
      '2027-01-08',
    ],
    [
      'UTC late evening, summer',
      'DTSTART:20270706T223000Z',
      'DTEND:20270708T080000Z',
      '2027-07-07',
      '2027-07-09',
    ],
    [
      'ending at Belgrade midnight',
      'DTSTART:20270106T120000Z',
      'DTEND:20270108T230000Z',
      '2027-01-06',
      '2027-01-09',
    ],
    [
      'Belgrade wall time',
      'DTSTART;TZID=Europe/Belgrade:20270106T233000',
      'DTEND;TZID=Europe/Belgrade:20270107T000000',
      '2027-01-06',
      '2027-01-07',
    ],
    [
      'IANA zone without VTIMEZONE',
      'DTSTART;TZID=America/New_York:20270106T200000',
      'DTEND;TZID=America/New_York:20270107T170000',
      '2027-01-07',
      '2027-01-08',
    ],
    [
      'floating time',
      'DTSTART:20270106T230000',
      'DTEND:20270107T000000',
      '2027-01-06',
      '2027-01-07',
    ],
    [
      'unknown zone name',
      'DTSTART;TZID=Atlantis/Capital:20270106T230000',
      'DTEND;TZID=Atlantis/Capital:20270108T000000',
      '2027-01-06',
      '2027-01-08',
    ],
    [
      'end not after start',
      'DTSTART:20270106T100000Z',
      'DTEND:20270106T090000Z',
      '2027-01-06',
      '2027-01-07',
    ],
  ])('%s', (_name, dtstart, dtend, start, end) => {
    expect(datesOf(calendar(...vevent('a', dtstart, dtend)))).toEqual([{ uid: 'a', start, end }]);
  });

  it('an Outlook zone defined by the feed’s VTIMEZONE', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Pacific Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0800',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0800',
      'TZOFFSETTO:-0700',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      // 16:00 PST = 00:00 UTC = 01:00 in Belgrade the next day
      ...vevent(
        'a',
        'DTSTART;TZID="Pacific Standard Time":20270106T160000',
        'DTEND;TZID="Pacific Standard Time":20270107T140000',
      ),
    );
    expect(datesOf(text)).toEqual([{ uid: 'a', start: '2027-01-07', end: '2027-01-08' }]);
  });

  it('the listing zone decides the date', () => {
    const text = calendar(...vevent('a', 'DTSTART:20270106T233000Z', 'DTEND:20270108T120000Z'));
    expect(datesOf(text, { timeZone: 'America/New_York' })).toEqual([
      { uid: 'a', start: '2027-01-06', end: '2027-01-09' },
    ]);
  });

  it('DURATION instead of DTEND', () => {
    expect(
      datesOf(calendar(...vevent('a', 'DTSTART;VALUE=DATE:20270110', 'DURATION:P3D'))),
    ).toEqual([{ uid: 'a', start: '2027-01-10', end: '2027-01-13' }]);
    expect(datesOf(calendar(...vevent('b', 'DTSTART:20270110T140000Z', 'DURATION:PT20H')))).toEqual(
      [{ uid: 'b', start: '2027-01-10', end: '2027-01-12' }],
    );
  });
});

describe('recurring events, duplicates and concatenated calendars', () => {
  const weekly = calendar(
    ...vevent(
      'w@google.com',
      'DTSTART;VALUE=DATE:20270101',
      'DTEND;VALUE=DATE:20270103',
      'RRULE:FREQ=WEEKLY;COUNT=6',
      'EXDATE;VALUE=DATE:20270115',
      'SUMMARY:Vikend',
    ),
    ...vevent(
      'w@google.com',
      'RECURRENCE-ID;VALUE=DATE:20270122',
      'DTSTART;VALUE=DATE:20270123',
      'DTEND;VALUE=DATE:20270126',
    ),
    ...vevent(
      'w@google.com',
      'RECURRENCE-ID;VALUE=DATE:20270129',
      'DTSTART;VALUE=DATE:20270129',
      'DTEND;VALUE=DATE:20270131',
      'STATUS:CANCELLED',
    ),
  );

  it('expands from today, skipping EXDATEs and cancelled occurrences, applying moves', () => {
    expect(datesOf(weekly, { today: '2027-01-05' })).toEqual([
      { uid: 'w@google.com#2027-01-08', start: '2027-01-08', end: '2027-01-10' },
      { uid: 'w@google.com#2027-01-22', start: '2027-01-23', end: '2027-01-26' },
      { uid: 'w@google.com#2027-02-05', start: '2027-02-05', end: '2027-02-07' },
    ]);
  });

  it('without a today, only the first occurrence is read', () => {
    expect(datesOf(weekly)).toEqual([
      { uid: 'w@google.com', start: '2027-01-01', end: '2027-01-03' },
    ]);
  });

  it('an endless rule stops at the two-year horizon', () => {
    const text = calendar(...vevent('d', 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY'));
    const events = datesOf(text, { today: '2027-01-01' });
    expect(events[0]).toEqual({ uid: 'd#2027-01-01', start: '2027-01-01', end: '2027-01-02' });
    expect(events).toHaveLength(731);
  });

  it('a repeated UID stays distinct, an exact repeat is dropped', () => {
    const text = calendar(
      ...vevent('dup', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270103'),
      ...vevent('dup', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112'),
      ...vevent('dup', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112'),
    );
    expect(datesOf(text).map((e) => e.uid)).toEqual(['dup', 'dup#2027-01-10']);
  });

  it('reads every calendar of a concatenated feed', () => {
    const text =
      calendar(...vevent('a', 'DTSTART;VALUE=DATE:20270101')) +
      calendar(...vevent('b', 'DTSTART;VALUE=DATE:20270105'));
    expect(datesOf(text).map((e) => e.uid)).toEqual(['a', 'b']);
  });
});

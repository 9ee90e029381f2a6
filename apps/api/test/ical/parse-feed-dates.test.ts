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

// DATE-TIME values are read in the listing's zone, then take the nights whose stay window (14:00
// on the night's date to 10:00 the next day by default) they overlap: packages/domain stay-window.
describe('DATE-TIME values land on the listing-local nights', () => {
  it.each([
    [
      // 00:30 → 00:00 in Belgrade: the late arrival takes the night of the 6th, and is gone by
      // the night of the 8th.
      'UTC late evening, winter',
      'DTSTART:20270106T233000Z',
      'DTEND:20270107T230000Z',
      '2027-01-06',
      '2027-01-08',
    ],
    [
      // 00:30 on the 7th → 10:00 on the 8th (CEST)
      'UTC late evening, summer',
      'DTSTART:20270706T223000Z',
      'DTEND:20270708T080000Z',
      '2027-07-06',
      '2027-07-08',
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
      // 02:00 → 23:00 on the 7th in Belgrade
      'IANA zone without VTIMEZONE',
      'DTSTART;TZID=America/New_York:20270106T200000',
      'DTEND;TZID=America/New_York:20270107T170000',
      '2027-01-06',
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
      // 16:00 PST = 00:00 UTC = 01:00 in Belgrade the next day (the night of the 6th); the end,
      // 14:00 PST, is 23:00 on the 7th in Belgrade (the night of the 7th).
      ...vevent(
        'a',
        'DTSTART;TZID="Pacific Standard Time":20270106T160000',
        'DTEND;TZID="Pacific Standard Time":20270107T140000',
      ),
    );
    expect(datesOf(text)).toEqual([{ uid: 'a', start: '2027-01-06', end: '2027-01-08' }]);
  });

  it('the listing zone decides the date', () => {
    // 18:30 on the 6th → 07:00 on the 8th in New York
    const text = calendar(...vevent('a', 'DTSTART:20270106T233000Z', 'DTEND:20270108T120000Z'));
    expect(datesOf(text, { timeZone: 'America/New_York' })).toEqual([
      { uid: 'a', start: '2027-01-06', end: '2027-01-08' },
    ]);
    expect(datesOf(text, { timeZone: 'Asia/Tokyo' })).toEqual([
      // 08:30 on the 7th → 21:00 on the 8th in Tokyo
      { uid: 'a', start: '2027-01-06', end: '2027-01-09' },
    ]);
    expect(datesOf(text, { timeZone: 'Pacific/Kiritimati' })).toEqual([
      // 13:30 on the 7th → 02:00 on the 9th at UTC+14
      { uid: 'a', start: '2027-01-07', end: '2027-01-09' },
    ]);
  });

  it('DURATION instead of DTEND', () => {
    expect(
      datesOf(calendar(...vevent('a', 'DTSTART;VALUE=DATE:20270110', 'DURATION:P3D'))),
    ).toEqual([{ uid: 'a', start: '2027-01-10', end: '2027-01-13' }]);
    // 15:00 on the 10th + 20 h = 11:00 on the 11th: one night
    expect(datesOf(calendar(...vevent('b', 'DTSTART:20270110T140000Z', 'DURATION:PT20H')))).toEqual(
      [{ uid: 'b', start: '2027-01-10', end: '2027-01-11' }],
    );
  });
});

describe('timed events block hotel nights, not one night too many', () => {
  const belgrade = (start: string, end: string) =>
    calendar(
      ...vevent('t', `DTSTART;TZID=Europe/Belgrade:${start}`, `DTEND;TZID=Europe/Belgrade:${end}`),
    );

  it.each([
    // the guest arrives at 15:00 and leaves on the 13th in the morning: nights 10, 11, 12
    ['leaving at 10:00', '20270210T150000', '20270213T100000', '2027-02-10', '2027-02-13'],
    // still there at 16:00 on the 13th, after the 14:00 check-in: the 13th is taken too
    ['leaving at 16:00', '20270210T150000', '20270213T160000', '2027-02-10', '2027-02-14'],
    // DST starts on 28 March 2027 (02:00 → 03:00): wall times stay wall times
    ['across spring forward', '20270327T150000', '20270330T100000', '2027-03-27', '2027-03-30'],
    // DST ends on 31 October 2027 (03:00 → 02:00)
    ['across fall back', '20271030T150000', '20271101T100000', '2027-10-30', '2027-11-01'],
  ])('%s', (_name, start, end, first, exclusiveEnd) => {
    expect(datesOf(belgrade(start, end))).toEqual([{ uid: 't', start: first, end: exclusiveEnd }]);
  });

  it('a UTC (Z) event is read in the listing zone, whatever the offset that day', () => {
    const utc = (start: string, end: string) =>
      datesOf(calendar(...vevent('z', `DTSTART:${start}`, `DTEND:${end}`)));
    // 14:00Z = 15:00 CET → 09:00Z = 10:00 CET
    expect(utc('20270210T140000Z', '20270213T090000Z')).toEqual([
      { uid: 'z', start: '2027-02-10', end: '2027-02-13' },
    ]);
    // 08:30Z on 28 March is 10:30 CEST, after check-out (read as CET, 09:30, it would also
    // take the 27th); 12:30Z on 31 October is 13:30 CET, before check-in (as CEST, 14:30, it
    // would also take the 31st).
    expect(utc('20270328T083000Z', '20270330T100000Z')).toEqual([
      { uid: 'z', start: '2027-03-28', end: '2027-03-30' },
    ]);
    expect(utc('20271029T140000Z', '20271031T123000Z')).toEqual([
      { uid: 'z', start: '2027-10-29', end: '2027-10-31' },
    ]);
  });

  it('a timed weekly RRULE: each occurrence read on its own day, also across DST', () => {
    const text = calendar(
      ...vevent(
        'w', // 09:30 wall time every week, before the 10:00 check-out: the night before too
        'DTSTART;TZID=Europe/Belgrade:20270322T093000',
        'DTEND;TZID=Europe/Belgrade:20270324T100000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
      ...vevent(
        'u', // 08:30Z is 10:30 in summer time, but 09:30 after 31 October
        'DTSTART:20271028T083000Z',
        'DTEND:20271030T090000Z',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(datesOf(text, { today: '2027-03-01' })).toEqual([
      { uid: 'w#2027-03-22T09:30:00', start: '2027-03-21', end: '2027-03-24' },
      { uid: 'w#2027-03-29T09:30:00', start: '2027-03-28', end: '2027-03-31' },
      { uid: 'w#2027-04-05T09:30:00', start: '2027-04-04', end: '2027-04-07' },
      { uid: 'u#2027-10-28T08:30:00Z', start: '2027-10-28', end: '2027-10-30' },
      { uid: 'u#2027-11-04T08:30:00Z', start: '2027-11-03', end: '2027-11-06' },
    ]);
  });

  it("the listing's own check-in and check-out times decide", () => {
    const text = belgrade('20270210T110000', '20270213T150000');
    expect(datesOf(text)).toEqual([{ uid: 't', start: '2027-02-10', end: '2027-02-14' }]);
    const late = { checkIn: '16:00', checkOut: '12:00' };
    expect(datesOf(text, { stayWindow: late })).toEqual([
      { uid: 't', start: '2027-02-09', end: '2027-02-13' },
    ]);
  });

  it('a timed event between check-out and check-in blocks nothing; VALUE=DATE is unchanged', () => {
    const text = calendar(
      ...vevent(
        'cleaning',
        'DTSTART;TZID=Europe/Belgrade:20270210T110000',
        'DTEND;TZID=Europe/Belgrade:20270210T130000',
      ),
      ...vevent('day', 'DTSTART;VALUE=DATE:20270210', 'DTEND;VALUE=DATE:20270213'),
    );
    expect(datesOf(text)).toEqual([{ uid: 'day', start: '2027-02-10', end: '2027-02-13' }]);
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

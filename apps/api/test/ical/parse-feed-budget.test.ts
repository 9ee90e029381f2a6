import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../src/features/ical/parse-feed';
import type { ParseFeedOptions } from '../../src/features/ical/parse-feed';
import { hostileFeed } from './hostile-feeds';

// parse-feed.ts's MAX_OCCURRENCES, said again: changing it changes this test.
const MAX_OCCURRENCES = 50_000;

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
const today = '2027-01-01';

function nights(text: string, options: ParseFeedOptions = { today }) {
  const result = parseFeed(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.events.map(({ uid, start, end }) => ({ uid, start, end }));
}

describe('the budget of one feed', () => {
  it('40 events repeating every second since 1900 are refused at once, not expanded', () => {
    const feed = hostileFeed();
    expect(feed.length).toBeLessThan(5_000);
    const started = performance.now();
    expect(parseFeed(feed, { today })).toEqual({ ok: false, error: 'too_many_occurrences' });
    expect(performance.now() - started).toBeLessThan(1_000); // it took 48 s on the main thread
  });

  it('counts every occurrence of every event, those before today too', () => {
    // 20 weeks from 5 October 2026: 13 occurrences end before today, 7 are kept, 20 are paid for.
    const weekly = (uid: string) =>
      vevent(uid, 'DTSTART;VALUE=DATE:20261005', 'RRULE:FREQ=WEEKLY;COUNT=20');
    const three = calendar(...weekly('a'), ...weekly('b'), ...weekly('c'));
    expect(nights(three, { today, maxOccurrences: 60 })).toHaveLength(21);
    expect(parseFeed(three, { today, maxOccurrences: 59 })).toEqual({
      ok: false,
      error: 'too_many_occurrences',
    });
  });

  it(`refuses a feed over ${MAX_OCCURRENCES} occurrences by default`, () => {
    // A daily rule since 1950 takes ~28,000 steps to reach today: two of them are too many.
    const daily = (uid: string) => vevent(uid, 'DTSTART;VALUE=DATE:19500101', 'RRULE:FREQ=DAILY');
    expect(parseFeed(calendar(...daily('a'), ...daily('b')), { today })).toEqual({
      ok: false,
      error: 'too_many_occurrences',
    });
  });
});

describe('rules finer than a day block the nights from their start to their end', () => {
  it('HOURLY until a time: every night it touches, as one block', () => {
    const text = calendar(
      ...vevent(
        'h',
        'DTSTART;TZID=Europe/Belgrade:20270110T150000',
        'DTEND;TZID=Europe/Belgrade:20270110T160000',
        // the last start is 14:00 in Belgrade on the 12th, it ends at 15:00, after check-in
        'RRULE:FREQ=HOURLY;UNTIL=20270112T130000Z',
      ),
    );
    expect(nights(text)).toEqual([{ uid: 'h', start: '2027-01-10', end: '2027-01-13' }]);
  });

  it('MINUTELY with a COUNT: from the first start to the end of the last occurrence', () => {
    const text = calendar(
      ...vevent(
        'm',
        'DTSTART;TZID=Europe/Belgrade:20270110T220000',
        'DTEND;TZID=Europe/Belgrade:20270110T223000',
        'RRULE:FREQ=MINUTELY;INTERVAL=30;COUNT=5', // 22:00 … 00:00, ending at 00:30
      ),
    );
    expect(nights(text)).toEqual([{ uid: 'm', start: '2027-01-10', end: '2027-01-11' }]);
  });

  it('is clipped to today and the two-year horizon', () => {
    const text = calendar(
      ...vevent('y', 'DTSTART:20200101T120000Z', 'RRULE:FREQ=HOURLY;UNTIL=20350101T000000Z'),
    );
    expect(nights(text)).toEqual([{ uid: 'y', start: '2027-01-01', end: '2029-01-01' }]);
    const past = calendar(
      ...vevent('p', 'DTSTART:20200101T120000Z', 'RRULE:FREQ=HOURLY;UNTIL=20200301T000000Z'),
    );
    expect(nights(past)).toEqual([]);
  });

  it.each([
    ['without an end', 'RRULE:FREQ=HOURLY'],
    ['with a COUNT filtered by BYHOUR', 'RRULE:FREQ=HOURLY;BYHOUR=9;COUNT=3'],
    [
      'every second, its COUNT filtered by BYSECOND',
      'RRULE:FREQ=SECONDLY;COUNT=999999999;BYSECOND=0',
    ],
  ])('is over budget %s', (_name, rule) => {
    const text = calendar(...vevent('x', 'DTSTART:20270110T090000Z', rule));
    expect(parseFeed(text, { today })).toEqual({ ok: false, error: 'too_many_occurrences' });
  });

  it('a cancelled series blocks nothing; its moved occurrences stay', () => {
    const text = calendar(
      ...vevent('c', 'DTSTART:20270110T090000Z', 'RRULE:FREQ=HOURLY', 'STATUS:CANCELLED'),
      ...vevent(
        'k',
        'DTSTART:20270110T140000Z',
        'DTEND:20270110T150000Z',
        'RRULE:FREQ=HOURLY;COUNT=2',
      ),
      ...vevent(
        'k',
        'RECURRENCE-ID:20270110T150000Z',
        'DTSTART:20270120T140000Z',
        'DTEND:20270121T090000Z',
      ),
    );
    expect(nights(text)).toEqual([
      { uid: 'k', start: '2027-01-10', end: '2027-01-11' },
      { uid: 'k#2027-01-10T15:00:00Z', start: '2027-01-20', end: '2027-01-21' },
    ]);
  });
});

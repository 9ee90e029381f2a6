import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../src/features/ical/parse-feed';
import type { FeedEvent } from '../../src/features/ical/feed-event';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parsed(name: string): FeedEvent[] {
  const result = parseFeed(fixture(name));
  if (!result.ok) throw new Error(`${name} did not parse`);
  return result.events;
}

const ranges = (events: FeedEvent[]) => events.map(({ uid, start, end }) => ({ uid, start, end }));

describe('the fixtures look like the real feeds', () => {
  it('keeps their line endings and folding', () => {
    expect(fixture('airbnb-current.ics')).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(fixture('airbnb-current.ics')).not.toMatch(/[^\r]\n/);
    expect(fixture('airbnb-0.8.8.ics')).not.toContain('\r');
    expect(fixture('airbnb-0.8.8.ics')).toMatch(/\n [^\n]+/); // folded continuation lines
    expect(fixture('booking.ics')).toContain('PRODID:-\\/\\/Booking.com');
    expect(fixture('google.ics')).toContain('BEGIN:VTIMEZONE');
  });
});

describe('parseFeed reads each real-world shape', () => {
  it('Airbnb, current form (CRLF)', () => {
    expect(parsed('airbnb-current.ics')).toEqual([
      {
        uid: '1418fb94e984-9d8c2f7b1e3a4c5d6e7f8091a2b3c4d5@airbnb.com',
        start: '2027-01-06',
        end: '2027-01-10',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-2b7e4f1c9a6d3e8b0c5f7a2d4e6b8c1f@airbnb.com',
        start: '2027-03-26',
        end: '2027-03-31',
        summary: 'Reserved',
      },
      {
        uid: '7f662ec65913-ad2e1a8c1f4ea1ac0d6a8b8bd1a7c2f7@airbnb.com',
        start: '2027-03-31',
        end: '2027-04-03',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it('Airbnb 0.8.8 (LF, folded DESCRIPTION, PRODID with a parameter)', () => {
    expect(parsed('airbnb-0.8.8.ics')).toEqual([
      {
        uid: '-kl9r3w2bq4xt--h5dq8ns4fz1e@airbnb.com',
        start: '2026-10-25',
        end: '2026-10-30',
        summary: 'Marko Petrović (HMZ7K2Q9XB)',
      },
      {
        uid: '-fa7mwl0c1yb5--a2rj7ey0k8uv@airbnb.com',
        start: '2026-11-20',
        end: '2026-12-01',
        summary: 'Not available',
      },
    ]);
  });

  it('Booking.com (escaped PRODID, CLOSED - Not available, a range of 579 nights)', () => {
    const events = parsed('booking.ics');
    expect(events).toEqual([
      {
        uid: '5f0c8d2a91b34e7c8a6d1f2e3b4c5d6e@booking.com',
        start: '2027-02-15',
        end: '2027-02-18',
        summary: 'CLOSED - Not available',
      },
      {
        uid: 'a7e1b3c5d7f9e2a4b6c8d0e1f2a3b4c5@booking.com',
        start: '2027-06-01',
        end: '2028-12-31',
        summary: 'CLOSED - Not available',
      },
    ]);
    const long = events[1] as FeedEvent;
    expect((Date.parse(long.end) - Date.parse(long.start)) / 86_400_000).toBe(579);
  });

  it('Google Calendar: all-day, Belgrade-timed and UTC-timed events; cancelled ones dropped', () => {
    expect(ranges(parsed('google.ics'))).toEqual([
      // all-day across the March DST change: exactly the dates written
      { uid: '3q1v7k9m2n4p6r8t0w2y4a6c8e@google.com', start: '2027-03-28', end: '2027-04-01' },
      // 15 Jan 14:00 → 17 Jan 10:00 Belgrade: gone at the 10:00 check-out, the 17th stays free
      { uid: '5h2j4l6n8p0r2t4v6x8z0b2d4f@google.com', start: '2027-01-15', end: '2027-01-17' },
      // 06 Jan 23:30Z is 07 Jan 00:30 in Belgrade, in the night of the 6th; 08 Jan 09:00Z is 10:00
      { uid: '7k4m6o8q0s2u4w6y8a0c2e4g6i@google.com', start: '2027-01-06', end: '2027-01-08' },
      // midnight to midnight: from 00:00 on the 1st, the night of 31 January is taken too
      { uid: '9m6o8q0s2u4w6y8a0c2e4g6i8k@google.com', start: '2027-01-31', end: '2027-02-03' },
    ]);
  });

  it('an event without DTEND is one night; one ending on its start day too; a missing UID is derived', () => {
    const events = parsed('no-dtend.ics');
    expect(ranges(events)).toEqual([
      { uid: 'blk-20261025@example-cm.rs', start: '2026-10-25', end: '2026-10-26' },
      {
        uid: expect.stringMatching(/^derived-[0-9a-f]{32}$/),
        start: '2026-11-10',
        end: '2026-11-11',
      },
    ]);
    expect(parsed('no-dtend.ics')[1]?.uid).toBe(events[1]?.uid); // stable from one fetch to the next
  });

  it('an empty body is not a calendar: it never means "no events"', () => {
    expect(parseFeed(fixture('empty.ics'))).toEqual({ ok: false, error: 'parse_error' });
    expect(parseFeed('  \r\n')).toEqual({ ok: false, error: 'parse_error' });
  });

  it('a calendar cut off before END:VCALENDAR is not read', () => {
    const whole = fixture('airbnb-current.ics');
    expect(parseFeed(whole.slice(0, whole.lastIndexOf('END:VCALENDAR')))).toEqual({
      ok: false,
      error: 'parse_error',
    });
  });

  it('a valid calendar without events has no events', () => {
    const none = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nEND:VCALENDAR\r\n';
    expect(parseFeed(none)).toEqual({ ok: true, events: [] });
  });

  it('an HTML error page is a parse_error, never "no events"', () => {
    expect(parseFeed(fixture('error-page.html'))).toEqual({ ok: false, error: 'parse_error' });
  });

  it('our own events coming back through another calendar are ignored', () => {
    expect(ranges(parsed('echo.ics'))).toEqual([
      { uid: 'cm-88412@example-cm.rs', start: '2027-03-10', end: '2027-03-12' },
    ]);
  });
});

describe('parseFeed refuses what it cannot place', () => {
  const calendar = (...lines: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...lines, 'END:VCALENDAR', ''].join(
      '\r\n',
    );

  it.each([
    ['garbage', 'hello world'],
    [
      'a truncated calendar',
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027',
    ],
    ['an event without DTSTART', calendar('BEGIN:VEVENT', 'UID:a', 'SUMMARY:x', 'END:VEVENT')],
    [
      'an impossible date',
      calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20270230', 'END:VEVENT'),
    ],
    [
      'an unreadable DTEND',
      calendar(
        'BEGIN:VEVENT',
        'UID:a',
        'DTSTART;VALUE=DATE:20270101',
        'DTEND;VALUE=DATE:2027-13-45',
        'END:VEVENT',
      ),
    ],
  ])('%s → parse_error', (_name, text) => {
    expect(parseFeed(text)).toEqual({ ok: false, error: 'parse_error' });
  });
});

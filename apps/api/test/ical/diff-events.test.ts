import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffEvents } from '../../src/features/ical/diff-events';
import { parseFeed } from '../../src/features/ical/parse-feed';
import type { FeedEvent } from '../../src/features/ical/feed-event';

const airbnb = readFileSync(new URL('./fixtures/airbnb-current.ics', import.meta.url), 'utf8');

function events(text: string): FeedEvent[] {
  const result = parseFeed(text);
  if (!result.ok) throw new Error('parse_error');
  return result.events;
}

const first = '1418fb94e984-9d8c2f7b1e3a4c5d6e7f8091a2b3c4d5@airbnb.com';
const second = '1418fb94e984-2b7e4f1c9a6d3e8b0c5f7a2d4e6b8c1f@airbnb.com';
const third = '7f662ec65913-ad2e1a8c1f4ea1ac0d6a8b8bd1a7c2f7@airbnb.com';

describe('diffEvents matches a new fetch against the last one by UID', () => {
  const before = events(airbnb);

  it('an identical fetch changes nothing', () => {
    expect(diffEvents(before, events(airbnb))).toEqual({
      added: [],
      moved: [],
      removed: [],
      unchanged: before,
    });
  });

  it('a reservation whose dates changed moves; one gone from the feed is removed; a new one is added', () => {
    const next = airbnb
      // the guest extended the January stay by two nights: same UID, other DTEND
      .replace('DTEND;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112')
      // the March reservation was cancelled on Airbnb: its VEVENT disappears
      .replace(
        /BEGIN:VEVENT\r\n(?:(?!END:VEVENT).*\r\n)*?UID:1418fb94e984-2b7e[^\r]*\r\n(?:(?!END:VEVENT).*\r\n)*?END:VEVENT\r\n/,
        '',
      )
      // and a new block arrived
      .replace(
        'END:VCALENDAR',
        'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270501\r\nDTEND;VALUE=DATE:20270504\r\nSUMMARY:Reserved\r\nUID:1418fb94e984-new@airbnb.com\r\nEND:VEVENT\r\nEND:VCALENDAR',
      );
    const diff = diffEvents(before, events(next));
    expect(diff.moved).toEqual([
      {
        previous: expect.objectContaining({ uid: first, start: '2027-01-06', end: '2027-01-10' }),
        next: expect.objectContaining({ uid: first, start: '2027-01-06', end: '2027-01-12' }),
      },
    ]);
    expect(diff.removed.map((e) => e.uid)).toEqual([second]);
    expect(diff.added).toEqual([
      expect.objectContaining({
        uid: '1418fb94e984-new@airbnb.com',
        start: '2027-05-01',
        end: '2027-05-04',
      }),
    ]);
    expect(diff.unchanged.map((e) => e.uid)).toEqual([third]);
  });

  it('a successful fetch of a calendar without events removes everything', () => {
    const none = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nEND:VCALENDAR\r\n';
    expect(diffEvents(before, events(none))).toEqual({
      added: [],
      moved: [],
      removed: before,
      unchanged: [],
    });
  });

  it('a summary change alone is not a move', () => {
    const renamed = before.map((e) => ({ ...e, summary: 'Blocked' }));
    expect(diffEvents(before, renamed).unchanged).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { fetchStateOf, validatorsToSend } from '../../src/features/ical-sync/fetch-state';
import { nextSyncAt, retryAt } from '../../src/features/ical-sync/sync-schedule';

const MINUTE = 60_000;

describe('nextSyncAt: each import at its own moment of the interval', () => {
  it('spreads 10,000 imports evenly: no second of a 15-minute interval gets more than its share', () => {
    const seconds = 15 * 60;
    const perSecond = Array.from({ length: seconds }, () => 0);
    const start = new Date('2026-11-26T10:00:00.000Z'); // an interval begins
    for (let id = 1; id <= 10_000; id++) {
      const ahead = nextSyncAt(start, 15, id).getTime() - start.getTime();
      perSecond[Math.floor((ahead % (seconds * 1000)) / 1000)]! += 1;
    }
    const mean = 10_000 / seconds; // 11.1
    expect(Math.max(...perSecond)).toBeLessThanOrEqual(Math.ceil(mean * 1.5));
    expect(Math.min(...perSecond)).toBeGreaterThanOrEqual(Math.floor(mean * 0.5));
  });

  it('is always after now and at most one interval later', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    for (const id of [1, 2, 17, 999, 123_456]) {
      for (const minutes of [1, 15, 30]) {
        const ahead = nextSyncAt(now, minutes, id).getTime() - now.getTime();
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThanOrEqual(minutes * MINUTE);
      }
    }
  });

  it('an import synced when it fell due (or a moment later) is due again one interval after that', () => {
    const due = nextSyncAt(new Date('2026-11-26T10:00:00.000Z'), 30, 42);
    for (const late of [0, 1, 200, 14 * MINUTE]) {
      const next = nextSyncAt(new Date(due.getTime() + late), 30, 42);
      expect(next.getTime() - due.getTime()).toBe(30 * MINUTE);
    }
  });
});

describe('retryAt: a failing feed waits longer each time, never past the interval', () => {
  it.each([
    [30, [5, 10, 20, 30, 30]],
    [60, [5, 10, 20, 40, 60]],
    [1, [1, 1, 1, 1, 1]],
  ])('interval %i minutes: %j', (interval, expected) => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const waits = [1, 2, 3, 4, 5].map(
      (failures) => (retryAt(now, failures, interval).getTime() - now.getTime()) / MINUTE,
    );
    expect(waits).toEqual(expected);
  });
});

describe("the stored body's digest: what counts as the same feed", () => {
  const feed = (stamp: string, end = '20270107') =>
    `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTAMP:${stamp}\r\nUID:a@test\r\nDTSTART;VALUE=DATE:20270105\r\nDTEND;VALUE=DATE:${end}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
  const digest = (body: string) => fetchStateOf({ body }, 'k').body_hash;

  it('leaves out DTSTAMP lines (with their folded continuations), and nothing else', () => {
    expect(digest(feed('20261126T100000Z'))).toBe(digest(feed('20261126T100500Z')));
    expect(digest(feed('20261126T100000Z'))).toBe(
      digest(feed('2026112\r\n 6T100500Z')), // folded
    );
    expect(digest(feed('20261126T100000Z'))).not.toBe(digest(feed('20261126T100000Z', '20270108')));
  });

  it('validators are sent back only for a body read with the same parse options', () => {
    const stored = { etag: '"7"', last_modified: null, body_hash: 'h', parse_key: 'k' };
    expect(validatorsToSend(stored, 'k')).toEqual({ etag: '"7"' });
    expect(validatorsToSend(stored, 'other day')).toBeUndefined();
    expect(validatorsToSend({ ...stored, body_hash: null }, 'k')).toBeUndefined();
  });
});

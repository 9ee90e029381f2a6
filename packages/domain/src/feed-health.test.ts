import { describe, expect, it } from 'vitest';
import { feedAlertOf, isFeedLongFailing } from './feed-health';

/** The threshold of feed-health.ts: the 3rd failed attempt in a row mails the host. */
const FEED_ALERT_FAILURES = 3;

describe('feedAlertOf', () => {
  it.each([
    [0, false, null],
    [FEED_ALERT_FAILURES - 2, false, null],
    [FEED_ALERT_FAILURES - 1, false, 'failing'],
    [FEED_ALERT_FAILURES, false, null],
    [FEED_ALERT_FAILURES + 5, false, null],
    [0, true, null],
    [FEED_ALERT_FAILURES - 1, true, null],
    [FEED_ALERT_FAILURES, true, 'recovered'],
    [FEED_ALERT_FAILURES + 5, true, 'recovered'],
  ] as const)('%i failures before, succeeded %s → %s', (before, ok, alert) => {
    expect(feedAlertOf(before, ok)).toBe(alert);
  });
});

describe('isFeedLongFailing', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it.each([
    [null, false],
    ['2026-11-26T11:00:00Z', false],
    ['2026-11-25T12:00:00Z', false],
    ['2026-11-25T11:59:00Z', true],
  ] as const)('failing since %s → %s', (since, red) => {
    expect(isFeedLongFailing(since, now)).toBe(red);
  });
});

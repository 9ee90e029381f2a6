/*
 * When an imported calendar (iCal feed) is worth telling the host about (issue #24 item 6).
 *
 * A feed that fails once is usually a blip (a timeout, a 502 during the other site's deploy) and
 * fixes itself at the next attempt. The host is mailed once when the feed has failed
 * FEED_ALERT_FAILURES attempts in a row (the retries are spaced out, so that is some time, not a
 * burst), and once when it works again after such a mail; never once per attempt. The panel
 * turns a feed red once it has failed for more than a day without a good sync: its blocked
 * nights may no longer be the other site's.
 */

/** Failed attempts in a row after which the host is mailed. */
const FEED_ALERT_FAILURES = 3;

/** How long a feed fails before the panel shows it in red. */
const FEED_RED_AFTER_MS = 24 * 60 * 60 * 1000;

export type FeedAlert = 'failing' | 'recovered' | null;

/**
 * The mail one attempt calls for, from the failures in a row before it and its outcome: the
 * attempt that reaches the threshold says "failing"; the first success after it "recovered".
 */
export function feedAlertOf(failuresBefore: number, succeeded: boolean): FeedAlert {
  if (succeeded) return failuresBefore >= FEED_ALERT_FAILURES ? 'recovered' : null;
  return failuresBefore + 1 === FEED_ALERT_FAILURES ? 'failing' : null;
}

/** True when a feed has been failing for more than a day (`failingSince` an ISO time or null). */
export function isFeedLongFailing(failingSince: string | null, nowMs: number): boolean {
  if (!failingSince) return false;
  return nowMs - Date.parse(failingSince) > FEED_RED_AFTER_MS;
}

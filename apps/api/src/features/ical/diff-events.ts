import type { FeedEvent } from './feed-event';

type MovedEvent = { previous: FeedEvent; next: FeedEvent };

export type EventDiff = {
  added: FeedEvent[];
  /** Same UID, other dates: the block moves (the host sees "moved", not "removed + added"). */
  moved: MovedEvent[];
  removed: FeedEvent[];
  unchanged: FeedEvent[];
};

/**
 * What a successful fetch changes against the blocks stored from the last one, matched by UID.
 * A summary-only change counts as unchanged: the nights are what matter. Only call this with the
 * events of a successful fetch; a failed one must leave the stored blocks alone.
 */
export function diffEvents(previous: readonly FeedEvent[], next: readonly FeedEvent[]): EventDiff {
  const before = new Map(previous.map((event) => [event.uid, event]));
  const diff: EventDiff = { added: [], moved: [], removed: [], unchanged: [] };
  const seen = new Set<string>();
  for (const event of next) {
    seen.add(event.uid);
    const old = before.get(event.uid);
    if (!old) diff.added.push(event);
    else if (old.start !== event.start || old.end !== event.end)
      diff.moved.push({ previous: old, next: event });
    else diff.unchanged.push(event);
  }
  diff.removed = previous.filter((event) => !seen.has(event.uid));
  return diff;
}

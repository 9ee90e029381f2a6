import type { UnavailableRange } from './export-feed';

/**
 * Collapses overlapping or touching ranges of the same kind, so nights blocked one by one leave
 * as one event ("blocked 1-14 July"), not fourteen. Two rules keep UIDs meaningful:
 * - kinds never merge with each other: a reservation next to a manual block stays two events,
 *   so cancelling the reservation changes one event, not the block's UID too;
 * - ranges with a `sourceId` (a reservation, an imported event) are kept as they are, so their
 *   UID follows the row when its dates change.
 * The output is sorted by start, then end, then kind.
 */
export function mergeRanges(ranges: readonly UnavailableRange[]): UnavailableRange[] {
  const kept = ranges.filter((r) => r.sourceId !== undefined && r.end > r.start);
  const mergeable = ranges
    .filter((r) => r.sourceId === undefined && r.end > r.start)
    .slice()
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.start.localeCompare(b.start));
  const merged: UnavailableRange[] = [];
  for (const range of mergeable) {
    const last = merged.at(-1);
    if (last && last.kind === range.kind && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
      continue;
    }
    merged.push({ start: range.start, end: range.end, kind: range.kind });
  }
  return [...kept, ...merged].sort(
    (a, b) =>
      a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.kind.localeCompare(b.kind),
  );
}

/**
 * Which items of a list of same-sized items a scrolled viewport shows, with `overscan` more on
 * each side: the multi-calendar renders only those rows and columns (issue #27, virtualised both
 * ways), so 50 listings × a year of days stay a few hundred cells in the page.
 */
export function visibleRange(
  offset: number,
  viewport: number,
  itemSize: number,
  count: number,
  overscan: number,
): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(offset / itemSize) - overscan);
  const last = Math.min(count - 1, Math.ceil((offset + viewport) / itemSize) + overscan - 1);
  return { first, last: Math.max(first, last) };
}

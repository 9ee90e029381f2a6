/**
 * A part of the panel that did not load: in time (docs/rules/product.md §8: 120 seconds), or at all
 * (the connection dropped, a file gone after a deploy).
 */
export const loadError = {
  'loadError.title': 'This is taking too long',
  'loadError.failed_title': 'The page did not load completely',
  'loadError.text':
    'A part of the page did not load, maybe because of a weak connection. Check your connection and try again.',
  'loadError.retry': 'Try again',
} as const;

import fc from 'fast-check';

/*
 * The values the fuzz (fuzz.test.ts) sends where a schema expects something else, and the values
 * of fields whose schema says only "string" but whose name says more (dates, e-mails, URLs).
 */

export const SQL_HTML = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'Beo\u0000grad',
  '\\',
  '"',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'ﬁ\u202e\u200bŽđšćč',
  '😀'.repeat(40),
];

/** Letters mixed with NUL, control, lone-surrogate and bidi characters, for text of any length. */
export const ODD_CHARS = fc.constantFrom(
  'a',
  'ž',
  ' ',
  '\u0000',
  '\u001b',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
);

/** Integers past every column type: int4 and int8 edges, unsafe integers, negative, zero. */
export const EDGE_INTS = [
  0,
  -1,
  1,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  9007199254740991,
  -9007199254740991,
  2 ** 63,
];

export const hostileString = fc.oneof(
  fc.constantFrom(...SQL_HTML),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(10_000, 200_000).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...EDGE_INTS, 1e308, -1e308, 1e21, 0.5, -0.0001, 5e-324, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects `depth` deep. */
const deep = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  deep,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Real dates near now. */
export const realDate = fc
  .date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Real dates near now, impossible ones (2026-02-30), far ones and other shapes of a date. */
export const dateString = fc.oneof(
  { weight: 3, arbitrary: realDate },
  fc.constantFrom(
    '2026-02-30',
    '2027-02-29',
    '2028-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '0000-01-01',
    '9999-12-31',
    '1900-01-01',
    '275760-09-13',
    '2026-1-1',
    '2026-01-01T00:00:00Z',
    '2026-01-01 00:00',
    '20260101',
    '',
    '-2026-01-01',
    '2026-03-29',
    '2026-10-25',
  ),
);

export const emailString = fc.oneof(
  fc.emailAddress().map((e) => `${e.split('@')[0]}@fuzz.test`),
  fc.constantFrom('not-an-email', '@fuzz.test', 'a@b', ' a@fuzz.test ', 'A@FUZZ.TEST'),
);

export const urlString = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'http://127.0.0.1/a.ics',
    'http://[::1]/a.ics',
    'http://169.254.169.254/latest',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://user:pass@example.invalid/a.ics',
    'https://example.invalid/a.ics',
    'http://0x7f000001/',
    'gopher://x',
  ),
);

/** Path parameters that are words, not ids: the values that reach past the router's check. */
export const WORDS: Record<string, string[]> = {
  const: ['apartment', 'attraction', 'restaurant', 'hotel'],
  side: ['front', 'back', 'selfie'],
  provider: ['google', 'apple', 'facebook'],
  file: ['calendar.ics', 'x.ics', 'calendar'],
  hash: ['0'.repeat(40), 'a'.repeat(64)],
};

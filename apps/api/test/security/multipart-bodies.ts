import fc from 'fast-check';

/*
 * Multipart bodies an attacker sends instead of an upload (issue #23 item 5): no boundary, a
 * body cut short, a boundary that never closes, empty parts, a huge filename, floods of parts.
 * Used by multipart-bodies.test.ts (the three upload routes, exact answers) and by the fuzz
 * (fuzz.test.ts, every multipart route of the OpenAPI document).
 */

export type MultipartCase = { name: string; contentType: string; body: Buffer };

const BOUNDARY = 'gazda-fuzz-7MA4YWxkTrZu0gW';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Looks like the start of a JPEG; never reaches the image decoder whole. */
const PICTURE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);

function filePart(name: string, filename: Buffer | string = 'picture.jpg', boundary = BOUNDARY) {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="`),
    Buffer.from(filename),
    Buffer.from(`"\r\nContent-Type: image/jpeg\r\n\r\n`),
    PICTURE,
    Buffer.from('\r\n'),
  ]);
}

function fieldPart(name: string, value: string) {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
}

const end = (boundary = BOUNDARY) => Buffer.from(`--${boundary}--\r\n`);

/** A well-formed body with one file part per name of `files`. */
export function wellFormed(files: string[], boundary = BOUNDARY): Buffer {
  return Buffer.concat([...files.map((f) => filePart(f, 'picture.jpg', boundary)), end(boundary)]);
}

/** Every malformed body for a route whose parts are named `files`. */
export function multipartCases(files: string[]): MultipartCase[] {
  const whole = wellFormed(files);
  const parts = files.map((f) => filePart(f));
  const long = 'b'.repeat(300);
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', body: whole },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: whole },
    {
      name: 'a boundary of 300 characters',
      contentType: `multipart/form-data; boundary=${long}`,
      body: wellFormed(files, long),
    },
    { name: 'a body cut inside a file', contentType: TYPE, body: whole.subarray(0, 600) },
    { name: 'a body cut inside a part header', contentType: TYPE, body: whole.subarray(0, 60) },
    { name: 'a boundary that never closes', contentType: TYPE, body: Buffer.concat(parts) },
    {
      name: 'a delimiter with no part after it',
      contentType: TYPE,
      body: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}\r\n`)]),
    },
    {
      name: 'empty parts',
      contentType: TYPE,
      body: Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`),
    },
    { name: 'an empty body', contentType: TYPE, body: Buffer.alloc(0) },
    {
      name: 'a malformed part header',
      contentType: TYPE,
      body: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition form-data; name\r\n: \r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
      ),
    },
    {
      name: 'a huge filename',
      contentType: TYPE,
      body: Buffer.concat([...files.map((f) => filePart(f, `${'a'.repeat(100_000)}.jpg`)), end()]),
    },
    {
      name: 'a filename with NUL and a lone surrogate',
      contentType: TYPE,
      body: Buffer.concat([
        ...files.map((f) => filePart(f, Buffer.from([0x61, 0x00, 0xed, 0xa0, 0x80, 0x2e, 0x6a]))),
        end(),
      ]),
    },
    {
      name: 'too many fields before the files',
      contentType: TYPE,
      body: Buffer.concat([
        ...Array.from({ length: 30 }, (_, i) => fieldPart(`f${i}`, 'x')),
        ...parts,
        end(),
      ]),
    },
    {
      name: 'too many files',
      contentType: TYPE,
      body: Buffer.concat([...Array.from({ length: 13 }, () => parts).flat(), end()]),
    },
  ];
}

/** Random damage to a well-formed body: cut anywhere, bytes overwritten, or an odd boundary. */
export function multipartArbitrary(files: string[]): fc.Arbitrary<MultipartCase> {
  const whole = wellFormed(files);
  const contentType = fc.oneof(
    { weight: 3, arbitrary: fc.constant(TYPE) },
    fc.string({ maxLength: 80 }).map((b) => `multipart/form-data; boundary=${b}`),
    fc.constantFrom('multipart/form-data; boundary="open', 'multipart/mixed; boundary=x'),
  );
  const body = fc.oneof(
    fc.nat({ max: whole.length }).map((n) => whole.subarray(0, n)),
    fc
      .tuple(fc.nat({ max: whole.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 64 }))
      .map(([at, noise]) =>
        Buffer.concat([whole.subarray(0, at), noise, whole.subarray(at + noise.length)]),
      ),
  );
  return fc.record({ name: fc.constant('random damage'), contentType, body });
}

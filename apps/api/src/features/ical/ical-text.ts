const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split with CRLF + one space, the
 * space counting towards the next line's 75. Octets, not characters: "Dorćol" is 7 bytes.
 * Splits fall between code points only, so a multi-byte UTF-8 character is never cut (a
 * parser that unfolds byte-wise would otherwise see invalid UTF-8).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

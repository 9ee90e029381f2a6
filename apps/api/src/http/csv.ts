/**
 * CSV for spreadsheets (issue #31's exports, the tourist tax report): a UTF-8 byte order mark and
 * `;` between fields, so that Excel in a Serbian locale opens it in columns with č, ć, š and ž
 * intact; CRLF between rows (RFC 4180).
 * A field that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading `'`,
 * since guest names and listing names are typed by people (OWASP "CSV injection").
 */
const NEEDS_QUOTES = /[;"\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const lines = [header, ...rows].map((row) => row.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Minor units as a decimal with the language's separator: 123456 → "1234,56" in Serbian. */
export function decimal(minor: number, separator: ',' | '.'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

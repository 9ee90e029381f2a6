/*
 * Contact details stay on the platform until a booking is confirmed (docs/rules/messages.md): a
 * message's phone numbers, e-mail addresses and links are found here, so that the server masks them
 * for the recipient and the panel warns the sender before sending, with the same rule. Pure: no
 * clock, no I/O; runs in the browser and on the server.
 */

type ContactKind = 'phone' | 'email' | 'link';
type ContactSpan = { kind: ContactKind; start: number; end: number };

/** Spoken digits, Serbian (with and without diacritics) and English; "oh" is a spoken zero. */
const DIGIT_WORDS: Record<string, string> = {
  nula: '0', zero: '0', oh: '0',
  jedan: '1', jedna: '1', jedno: '1', jednu: '1', one: '1',
  dva: '2', dve: '2', dvije: '2', two: '2',
  tri: '3', three: '3',
  četiri: '4', cetiri: '4', four: '4',
  pet: '5', five: '5',
  šest: '6', sest: '6', six: '6',
  sedam: '7', seven: '7',
  osam: '8', eight: '8',
  devet: '9', nine: '9',
}; // prettier-ignore

/** Top-level domains a written-out address or a bare link ends with ("gmail dot com"). */
const TLDS =
  'com|net|org|rs|срб|eu|me|info|io|co|app|dev|biz|online|site|xyz|ba|hr|si|mk|me|de|at|ch|uk|hu|ru|us|it|fr|ly|gl|to|link';

/** Bare links ("airbnb.com/rooms/1", "wa.me/381…"): fewer endings, so "do.it" stays a typo. */
const LINK_TLDS =
  'com|net|org|rs|eu|me|info|io|app|dev|biz|online|site|xyz|ba|hr|si|mk|de|ly|gl|link';

const AT_WORD = '(?:at|et|majmun|monkey)';
const DOT_WORD = '(?:dot|tačka|tacka)';
const OPEN = '[(\\[{<]';
const CLOSE = '[)\\]}>]';

/** name@host.tld, and the spelled-out tricks: "(at)", "[at]", " at ", " et ", " dot ", "(tačka)". */
const EMAIL = new RegExp(
  [
    `[\\p{L}\\d._%+-]+`,
    `(?:\\s*@\\s*|\\s*${OPEN}\\s*(?:${AT_WORD}|@)\\s*${CLOSE}\\s*|\\s+${AT_WORD}\\s+)`,
    `[\\p{L}\\d-]+`,
    `(?:(?:\\s*\\.\\s*|\\s*${OPEN}\\s*${DOT_WORD}\\s*${CLOSE}\\s*|\\s+${DOT_WORD}\\s+)[\\p{L}\\d-]+)*`,
    `(?:\\s*\\.\\s*|\\s*${OPEN}\\s*${DOT_WORD}\\s*${CLOSE}\\s*|\\s+${DOT_WORD}\\s+)(?:${TLDS})\\b`,
  ].join(''),
  'giu',
);
/** A plain address with any top-level domain. */
const PLAIN_EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,24}/giu;

const LINK = new RegExp(
  [
    `(?:https?:\\/\\/|www\\.)[^\\s<>"']+`,
    `|\\b[\\p{L}\\d-]+(?:\\.[\\p{L}\\d-]+)*\\.(?:${LINK_TLDS})\\b(?:\\/[^\\s<>"']*)?`,
  ].join(''),
  'giu',
);

/** A number's pieces: digits, words, separators that may sit inside a phone number, the rest. */
const TOKEN = /(\d+)|(\p{L}+)|([ \t.,\-/()+]+)|([\s\S])/gu;

type Run = {
  start: number;
  end: number;
  groups: string[];
  digits: string;
  words: boolean;
  /** The last piece was a spoken digit: only spoken digits continue across a comma. */
  lastSpoken: boolean;
};

/**
 * Day.month pieces ("12.05.", "12.05.2027", "2027-05-12", "12.05-15.05.2027"): a run made only of
 * dates is no phone number.
 */
function onlyDates(groups: readonly string[]): boolean {
  if (groups.length === 0) return true;
  const day = (g?: string) => g !== undefined && g.length <= 2 && Number(g) >= 1 && Number(g) <= 31;
  const month = (g?: string) =>
    g !== undefined && g.length <= 2 && Number(g) >= 1 && Number(g) <= 12;
  const [a, b, c] = groups;
  // Each way a date may start here, longest first, trying the rest after it (backtracking).
  const widths: number[] = [];
  if (a?.length === 4 && month(b) && day(c)) widths.push(3);
  if (day(a) && month(b) && (c?.length === 4 || c?.length === 2)) widths.push(3);
  if (day(a) && month(b)) widths.push(2);
  return widths.some((width) => onlyDates(groups.slice(width)));
}

/**
 * A run of digits (or spoken digits) joined by spaces, dots, dashes, slashes or brackets is a
 * phone number (commas too: "oh six four, one two…") when it starts with + or 00 and has 8 digits or more, starts with 0 (a Serbian
 * number: 064…, 011…) and has 8 or more, or has 9 or more anyway; unless it is only dates.
 * Prices ("12.500"), house numbers, guests and times stay below these lengths or are cut by words.
 */
function isPhone(run: Run, text: string): boolean {
  const n = run.digits.length;
  if (n < 8) return false;
  if (!run.words && onlyDates(run.groups)) return false;
  const international = text.slice(run.start, run.end).trimStart().startsWith('+');
  if (international || run.digits.startsWith('00') || run.digits.startsWith('0')) return true;
  return n >= 9;
}

function phoneSpans(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  let run: Run | null = null;
  let pendingPlus = -1;
  const close = () => {
    if (run && isPhone(run, text)) spans.push({ kind: 'phone', start: run.start, end: run.end });
    run = null;
  };
  for (const match of text.matchAll(TOKEN)) {
    const [token, digits, word, separator] = match;
    const at = match.index;
    const spoken = word ? DIGIT_WORDS[word.toLowerCase()] : undefined;
    if (digits || spoken) {
      const value = digits ?? spoken!;
      if (!run) {
        run = {
          start: pendingPlus >= 0 ? pendingPlus : at,
          end: at,
          groups: [],
          digits: '',
          words: false,
          lastSpoken: false,
        };
      }
      run.end = at + token.length;
      run.groups.push(value);
      run.digits += value;
      run.words ||= Boolean(spoken);
      run.lastSpoken = Boolean(spoken);
      pendingPlus = -1;
    } else if (separator) {
      // A long gap, or a line break, ends the number; "+" or "(" may open the next one.
      const comma = separator.includes(',');
      if (separator.length > 3 || (comma && !(run as Run | null)?.lastSpoken)) close();
      const plus = separator.lastIndexOf('+');
      const open = separator.lastIndexOf('(');
      const lead = Math.max(plus, open);
      pendingPlus = !run && lead >= 0 ? at + lead : -1;
    } else {
      close();
      pendingPlus = -1;
    }
  }
  close();
  return spans;
}

function regexSpans(text: string, pattern: RegExp, kind: ContactKind): ContactSpan[] {
  return [...text.matchAll(pattern)].map((m) => ({
    kind,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Every contact detail in `text`, in order, overlapping finds merged (an e-mail wins a link). */
function findContacts(text: string): ContactSpan[] {
  const found = [
    ...regexSpans(text, PLAIN_EMAIL, 'email'),
    ...regexSpans(text, EMAIL, 'email'),
    ...regexSpans(text, LINK, 'link'),
    ...phoneSpans(text),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function containsContacts(text: string): boolean {
  return findContacts(text).length > 0;
}

/** `text` with each contact detail replaced by `placeholder` ("shown after booking"). */
export function maskContacts(text: string, placeholder: string): string {
  let out = '';
  let from = 0;
  for (const span of findContacts(text)) {
    out += text.slice(from, span.start) + placeholder;
    from = span.end;
  }
  return out + text.slice(from);
}

/**
 * Contact details show once the conversation's stay is a confirmed reservation (an instant booking,
 * or an inquiry the operator realised): every reservation status starts at confirmed, so any
 * reservation means it was confirmed once, and a later cancellation does not hide them again.
 */
export function contactsShown(booking: { reservationStatus: string | null }): boolean {
  return booking.reservationStatus !== null;
}

import type { IntlMessageFormat } from 'intl-messageformat';

/*
 * Serbian Latin → Serbian Cyrillic, for the `sr-Cyrl` interface (./locales.ts). The two scripts
 * map letter for letter, except that `lj`, `nj` and `dž` are one letter each (љ, њ, џ) — but not
 * where a prefix ends in the first letter and the stem begins with the second: nad-živeti
 * (надживети), pod-župan, in-jekcija (инјекција), kon-junktura, Tan-jug. Those are found by the
 * word's beginning (EXCEPTIONS), as Serbian transliterators do. Names and addresses stay in Latin
 * (KEPT): the product's name, the channels, e-mail addresses and URLs. A message's ICU syntax
 * (placeholders, plural and select keywords, tags) is never text: cyrillicAst() changes only the
 * literal text of a parsed message.
 */

const LATIN = 'abcčćdđefghijklmnoprsštuvzž';
const CYRILLIC = 'абцчћдђефгхијклмнопрсштувзж';
const LETTERS: Record<string, string> = {
  ...Object.fromEntries([...LATIN].map((letter, i) => [letter, CYRILLIC[i]!])),
  // The accent that tells kôd (code) from kod (at): the same accent over the Cyrillic о.
  ô: 'о\u0302',
};
const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/**
 * Word beginnings where `dž` or `nj` are two letters: the part before `|` ends with the first
 * letter. Matched on the lower-cased word, so every ending of the word is covered.
 */
const EXCEPTIONS = [
  // nad-, od-, pod-, pred- before ž
  'nad|žanj nad|ždrel nad|žel nad|žet nad|živ nad|žnj nad|žup od|žal od|žar od|živ od|žubor',
  'od|žvak od|žval pod|žanr pod|žel pod|žig pod|žil pod|žnj pod|žup pred|želud pred|život',
  // an-, in-, kon-, tan-, van- before j
  'an|jon in|jekc in|jekt in|junk kon|jug kon|junk tan|jug van|jez',
]
  .join(' ')
  .split(' ')
  .map((entry) => {
    const [prefix, rest] = entry.split('|') as [string, string];
    return { start: prefix + rest, split: prefix.length };
  });

/**
 * Kept in Latin, whole: e-mail addresses, URLs and host names, the product's name in every case
 * (Gazda, Gazde, Gazdi…), and the names of others' products and of formats.
 */
const NAMES = [
  String.raw`Gazd\p{Ll}*`,
  'GAZDA',
  'Airbnb',
  'Booking\\.com',
  'Booking',
  'iCal',
  'Google Play',
  'Google',
  'App Store',
  'Apple',
  'Facebook',
  'YouTube',
  'Western Union',
  'eTurista',
  'IBAN',
  'SWIFT',
  'IPS QR',
  'QR',
  'JPEG',
  'JPG',
  'PNG',
  'WebP',
  'PDF',
  'CSV',
  'Idempotency-Key',
];
const KEPT = new RegExp(
  [
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`(?:https?|webcal)://[^\s"'<>()]*[^\s"'<>().,;:!?]`,
    String.raw`(?<![\p{L}\d])(?:[\w-]+\.)+(?:com|rs|net|org|io)(?![\p{L}\d])`,
    // The channels' own menus, in their English (Calendar → Availability → Import calendar).
    String.raw`[A-Z][A-Za-z&]*(?: [A-Za-z&]+)*(?: → [A-Z][A-Za-z&]*(?: [A-Za-z&]+)*)+`,
    // Codes with digits: a SWIFT or account example (AIKBRS22XXX).
    String.raw`(?<![\p{L}\d])(?=[A-Z\d]*\d)(?=[A-Z\d]*[A-Z])[A-Z\d]{6,}(?![\p{L}\d])`,
    String.raw`(?<![\p{L}\d])(?:${NAMES.join('|')})(?![\p{L}\d])`,
  ].join('|'),
  'gu',
);

const isUpper = (letter: string) => letter !== letter.toLowerCase();

/** One word (letters only) in Cyrillic, digraphs and their exceptions minded. */
function word(latin: string): string {
  const lower = latin.toLowerCase();
  const exception = EXCEPTIONS.find(({ start }) => lower.startsWith(start));
  const split = exception?.split ?? -1;
  let out = '';
  for (let i = 0; i < latin.length; i++) {
    const pair = lower.slice(i, i + 2);
    const digraph = i !== split - 1 ? DIGRAPHS[pair] : undefined;
    const letter = digraph ?? LETTERS[lower[i]!];
    if (letter === undefined) {
      out += latin[i];
      continue;
    }
    out += isUpper(latin[i]!) ? letter.toUpperCase() : letter;
    if (digraph) i += 1;
  }
  return out;
}

const convert = (text: string) => text.replace(/\p{L}+/gu, word);

const BACK: Record<string, string> = {
  ...Object.fromEntries([...CYRILLIC].map((letter, i) => [letter, LATIN[i]!])),
  ...Object.fromEntries(Object.entries(DIGRAPHS).map(([latin, letter]) => [letter, latin])),
};

/**
 * Serbian Cyrillic text in Latin: one way only, every Cyrillic letter has one Latin spelling
 * (what a person types in the Cyrillic panel, e.g. a city to search, read as the Latin data).
 */
export function toLatin(text: string): string {
  return [...text]
    .map((c) => {
      const lower = c.toLowerCase();
      const latin = BACK[lower];
      if (latin === undefined) return c;
      return c === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/** Serbian Latin text in Cyrillic, with the KEPT names and addresses left as they are. */
export function toCyrillic(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(KEPT)) {
    out += convert(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + convert(text.slice(from));
}

type Ast = ReturnType<IntlMessageFormat['getAst']>;
type Element = Ast[number];

/** 0 is literal text in intl-messageformat's syntax tree (TYPE.literal). */
const LITERAL = 0;

/** A parsed message in Cyrillic: its literal text, in plural and select branches and tags too. */
export function cyrillicAst(ast: Ast): Ast {
  return ast.map((element): Element => {
    if ((element.type as number) === LITERAL && 'value' in element)
      return { ...element, value: toCyrillic(element.value) } as Element;
    if ('options' in element) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: cyrillicAst(option.value) },
        ]),
      );
      return { ...element, options } as Element;
    }
    if ('children' in element) return { ...element, children: cyrillicAst(element.children) };
    return element;
  });
}

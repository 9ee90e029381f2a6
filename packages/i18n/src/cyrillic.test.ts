import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { catalogs, type MessageKey } from './catalog';
import { cyrillicAst, toCyrillic, toLatin } from './cyrillic';
import { formatDate } from './format';
import { toLocale } from './locales';
import { createTranslator } from './translate';

describe('toCyrillic: letters and digraphs', () => {
  it.each([
    ['Beograd', 'Београд'],
    ['Ljubljana', 'Љубљана'],
    ['LJUBAV i Njegoš', 'ЉУБАВ и Његош'],
    ['NJEGOŠ, DŽEP, Džep', 'ЊЕГОШ, ЏЕП, Џеп'],
    ['džem, đak, ćerka, čaša, šuma, žaba', 'џем, ђак, ћерка, чаша, шума, жаба'],
    ['odjava, podjednako', 'одјава, подједнако'],
    ['IPS QR kôd', 'IPS QR ко\u0302д'],
    ['Ne zaboravite: 3 noći.', 'Не заборавите: 3 ноћи.'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it.each([
    ['nadživeti', 'надживети'],
    ['Nadživeće', 'Надживеће'],
    ['podžupan', 'поджупан'],
    ['odžaliti', 'оджалити'],
    ['injekcija', 'инјекција'],
    ['INJEKCIJE', 'ИНЈЕКЦИЈЕ'],
    ['konjunktura', 'конјунктура'],
    ['konjugacija', 'конјугација'],
    ['Tanjug', 'Танјуг'],
    ['vanjezički', 'ванјезички'],
    // and the words that only look alike keep their one letter
    ['odžak', 'оџак'],
    ['konj', 'коњ'],
    ['injem', 'ињем'],
    ['nadnica', 'надница'],
  ])('prefix before a digraph: %s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('reads Cyrillic back in Latin, one letter or digraph each', () => {
    expect(toLatin('Београд, Ниш, ЉУБОВИЈА, Џеп, Његош, Ђ')).toBe(
      'Beograd, Niš, LjUBOVIJA, Džep, Njegoš, Đ',
    );
    expect(toLatin('надживети инјекција')).toBe('nadživeti injekcija');
    expect(toLatin('Gazda 2027.')).toBe('Gazda 2027.');
  });

  it('keeps names, addresses and the channels in Latin', () => {
    expect(toCyrillic('Pišite na podrska@gazda.rs ili https://gazda.rs/pomoc.')).toBe(
      'Пишите на podrska@gazda.rs или https://gazda.rs/pomoc.',
    );
    expect(toCyrillic('Gazda uvozi kalendare sa Airbnb-a i Booking.com-a (iCal).')).toBe(
      'Gazda увози календаре са Airbnb-а и Booking.com-а (iCal).',
    );
    expect(toCyrillic('Hvala što koristite Gazdu')).toBe('Хвала што користите Gazdu');
    expect(toCyrillic('Rates & Availability → Sync calendars → nalepite link.')).toBe(
      'Rates & Availability → Sync calendars → налепите линк.',
    );
  });
});

describe('cyrillicAst: only the text of a message', () => {
  const cyrillic = (message: string, values: Record<string, unknown>) =>
    new IntlMessageFormat(cyrillicAst(new IntlMessageFormat(message, 'sr').getAst()), 'sr-Cyrl')
      .format(values as Record<string, string>)
      .toString();

  it('leaves placeholders, plural and select keywords and tags alone', () => {
    expect(
      cyrillic('{count, plural, one {# noć} few {# noći} other {# noći}} za {name}', {
        count: 2,
        name: 'Vila Lipa',
      }),
    ).toBe('2 ноћи за Vila Lipa');
    expect(
      cyrillic('{kind, select, host {Domaćin} other {Gost}}: <b>{name}</b>', {
        kind: 'host',
        name: 'Ana',
        b: (chunks: string[]) => `[${chunks.join('')}]`,
      }),
    ).toBe('Домаћин: [Ana]');
  });
});

/*
 * Every Serbian message, transliterated as the sr-Cyrl interface shows it: no Latin letter is
 * left but in what is kept on purpose, and no two letters stand where Serbian has one.
 */
const KEPT = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?:https?|webcal):\/\/\S*/g,
  /[A-Z][A-Za-z&]*(?: [A-Za-z&]+)*(?: → [A-Z][A-Za-z&]*(?: [A-Za-z&]+)*)+/g,
  /\b[A-Z\d]*\d[A-Z\d]*\b/g,
  /(?<![\p{L}\d])(?:Gazd\p{Ll}*|Airbnb|Booking\.com|Booking|iCal|Google Play|Google|App Store|Apple|Facebook|YouTube|Western Union|eTurista|IBAN|SWIFT|IPS QR|QR|JPEG|JPG|PNG|WebP|PDF|CSV|Idempotency-Key)(?![\p{L}\d])/gu,
];
/** Two letters where the word is made of a prefix and a stem (the exceptions above). */
const TWO_LETTERS_ALLOWED = ['инјек', 'конјунк', 'конјуг', 'надживе', 'поджупан'];

type Node = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
};
function texts(nodes: Node[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 0 && typeof node.value === 'string') out.push(node.value);
    for (const option of Object.values(node.options ?? {})) texts(option.value, out);
    if (node.children) texts(node.children, out);
  }
  return out;
}

describe('every Serbian message in Cyrillic', () => {
  const keys = Object.keys(catalogs.sr) as MessageKey[];
  const parsed = (key: MessageKey) =>
    new IntlMessageFormat(catalogs.sr[key], 'sr-Latn').getAst() as unknown as Node[];
  const cyrillic = keys.map((key) => {
    const ast = cyrillicAst(parsed(key) as unknown as Parameters<typeof cyrillicAst>[0]);
    return [key, texts(ast as unknown as Node[]).join(' | ')] as const;
  });

  it('has no Latin letter outside the kept names and addresses', () => {
    const latin = cyrillic
      .map(([key, text]) => [key, KEPT.reduce((rest, kept) => rest.replace(kept, ''), text)])
      .filter(([, rest]) => /[A-Za-zčćžšđČĆŽŠĐ]/.test(rest!));
    expect(latin).toEqual([]);
  });

  it('has no lj, nj or dž written as two Cyrillic letters, but in the prefix words', () => {
    const pairs = cyrillic
      .flatMap(([key, text]) =>
        [...text.matchAll(/\p{L}*(?:лј|нј|дж)\p{L}*/giu)].map((m) => `${key}: ${m[0]}`),
      )
      .filter((word) => !TWO_LETTERS_ALLOWED.some((ok) => word.toLowerCase().includes(ok)));
    expect(pairs).toEqual([]);
  });

  it('reads back to the Latin message, letter for letter (case aside)', () => {
    const back: Record<string, string> = { љ: 'lj', њ: 'nj', џ: 'dž' };
    const cyr = 'абцчћдђефгхијклмнопрсштувзж';
    const lat = 'abcčćdđefghijklmnoprsštuvzž';
    const toLatin = (text: string) =>
      [...text.toLowerCase()]
        .map((c) => back[c] ?? (cyr.includes(c) ? lat[cyr.indexOf(c)]! : c))
        .join('')
        .normalize('NFC');
    const wrong = keys.filter((key) => {
      const latin = texts(parsed(key)).join(' | ').toLowerCase();
      return toLatin(cyrillic.find(([k]) => k === key)![1]) !== latin;
    });
    expect(wrong).toEqual([]);
  });
});

describe('the sr-Cyrl interface', () => {
  it('translates, plural rules and Intl dates in Cyrillic', () => {
    const t = createTranslator('sr-Cyrl');
    expect(t('validation.required')).toBe('Обавезно поље');
    expect(t('common.nights', { count: 2 })).toBe('2 ноћи');
    expect(t('common.nights', { count: 21 })).toBe('21 ноћ');
    expect(formatDate('2027-01-06', 'sr-Cyrl')).toBe('6. јан 2027.');
  });

  it.each([
    ['sr-Cyrl', 'sr-Cyrl'],
    ['SR-CYRL', 'sr-Cyrl'],
    ['sr_Cyrl_RS', 'sr-Cyrl'],
    ['sr-Latn', 'sr'],
    ['sr', 'sr'],
    ['en-GB', 'en'],
    ['de', 'sr'],
  ])('App-Language %s is %s', (header, locale) => {
    expect(toLocale(header)).toBe(locale);
  });
});

describe('the panel: messages arrive parsed at build time', () => {
  it('a precompiled catalogue gives the same Cyrillic as the ICU text', async () => {
    const keys = Object.keys(catalogs.sr) as MessageKey[];
    const plain = keys.filter((key) => !catalogs.sr[key].includes('{'));
    const parsed = {
      sr: Object.fromEntries(
        keys.map((key) => [key, new IntlMessageFormat(catalogs.sr[key], 'sr-Latn').getAst()]),
      ),
      en: catalogs.en,
    };
    vi.resetModules();
    vi.doMock('./catalog', () => ({ catalogs: parsed, isMessageKey: () => true }));
    const fresh = await import('./translate');
    const fromAst = fresh.createTranslator('sr-Cyrl');
    vi.doUnmock('./catalog');
    const fromText = createTranslator('sr-Cyrl');
    expect(plain.length).toBeGreaterThan(500);
    for (const key of plain) expect(fromAst(key), key).toBe(fromText(key));
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { catalogs, type MessageKey } from './catalog';
import {
  dateFormatter,
  formatDate,
  formatDateTime,
  formatMoney,
  formatShortDate,
  moneyFormatter,
} from './format';
import { intlLocale, locales } from './locales';

/** The languages with a catalogue of their own (sr-Cyrl reads sr's: cyrillic.test.ts). */
const catalogued = ['sr', 'en'] as const;
import { createTranslator } from './translate';

type Counted = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules' | 'Locale';
const counted: Counted[] = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Locale'];
const intl = Intl as unknown as Record<Counted, new (...args: unknown[]) => object>;

/** Counts `new Intl.X(…)` and locale negotiations while `run` runs. */
async function constructions(run: () => unknown) {
  const counts = { NumberFormat: 0, DateTimeFormat: 0, PluralRules: 0, Locale: 0, negotiated: 0 };
  const originals = Object.fromEntries(counted.map((name) => [name, intl[name]]));
  const negotiate = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
  for (const name of counted)
    intl[name] = new Proxy(intl[name], {
      construct(target, args, newTarget) {
        counts[name] += 1;
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
  try {
    await run();
  } finally {
    Object.assign(intl, originals);
    counts.negotiated = negotiate.mock.calls.length;
    negotiate.mockRestore();
  }
  return counts;
}

type AstNode = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

/** A value for every argument a message names: `count` numbers for plurals, tags as functions. */
function sampleValues(nodes: AstNode[], count: number, into: Record<string, unknown> = {}) {
  for (const node of nodes) {
    if (node.type === 8) into[node.value as string] = (chunks: string[]) => `[${chunks.join('')}]`;
    else if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string')
      into[node.value] ??= [2, 3, 4, 6].includes(node.type) ? count : `x${count}`;
    for (const option of Object.values(node.options ?? {})) sampleValues(option.value, count, into);
    if (node.children) sampleValues(node.children, count, into);
  }
  return into;
}

const keys = Object.keys(catalogs.en) as MessageKey[];
const astOf = (text: string, lang: 'sr' | 'en') =>
  new IntlMessageFormat(text, intlLocale(lang)).getAst() as unknown as AstNode[];

/** Every message in both languages with a few counts, as IntlMessageFormat itself formats it. */
function expectedMessages() {
  return catalogued.flatMap((lang) =>
    keys.flatMap((key) =>
      [0, 1, 2, 5, 21, 1234.5].map((count) => {
        const text = catalogs[lang][key];
        const values = sampleValues(astOf(text, lang), count);
        const text_ = String(new IntlMessageFormat(text, intlLocale(lang)).format(values as never));
        return { lang, key, values, text: text_ };
      }),
    ),
  );
}

describe('messages format as IntlMessageFormat formats them', () => {
  it('every message of the ICU catalogues (the server, the tests), sr and en', () => {
    for (const { lang, key, values, text } of expectedMessages())
      expect(createTranslator(lang)(key, values as never), `${lang}:${key}`).toBe(text);
  });

  it('precompiled catalogues (the panel) format alike, with no formatter or locale per message', async () => {
    const expected = expectedMessages();
    const parsed = Object.fromEntries(
      catalogued.map((lang) => [
        lang,
        Object.fromEntries(
          keys.map((key) => [key, JSON.parse(JSON.stringify(astOf(catalogs[lang][key], lang)))]),
        ),
      ]),
    );
    vi.resetModules();
    vi.doMock('./catalog', () => ({ catalogs: parsed, isMessageKey: () => true }));
    const fresh = await import('./translate');
    const counts = await constructions(() => {
      for (const { lang, key, values, text } of expected)
        expect(fresh.createTranslator(lang)(key, values as never), `${lang}:${key}`).toBe(text);
    });
    vi.doUnmock('./catalog');
    // Before: an Intl.Locale, a negotiation and a plural rule for every message and language.
    expect(counts.Locale).toBe(0);
    expect(counts.negotiated).toBe(0);
    expect(counts.PluralRules).toBe(catalogued.length);
    expect(counts.NumberFormat).toBeLessThanOrEqual(catalogued.length * 2);
    expect(counts.DateTimeFormat).toBeLessThanOrEqual(catalogued.length * 2);
  });

  it('plurals in Serbian and English', () => {
    const sr = createTranslator('sr');
    const en = createTranslator('en');
    expect([1, 2, 5, 21, 1234].map((count) => sr('common.nights', { count }))).toEqual([
      '1 noć',
      '2 noći',
      '5 noći',
      '21 noć',
      '1.234 noći',
    ]);
    expect([1, 2, 1234].map((count) => en('common.nights', { count }))).toEqual([
      '1 night',
      '2 nights',
      '1,234 nights',
    ]);
  });
});

describe('formatters are built once and kept', () => {
  const dates = ['2027-01-06', '2027-02-28', '2028-02-29', '2027-12-31'];

  it('the same formatter for the same language and style; another for another', () => {
    expect(dateFormatter('sr', 'date')).toBe(dateFormatter('sr', 'date'));
    expect(dateFormatter('sr', 'date')).not.toBe(dateFormatter('en', 'date'));
    expect(dateFormatter('sr', 'date')).not.toBe(dateFormatter('sr', 'date', 'Europe/Belgrade'));
    expect(moneyFormatter('en', 'EUR')).toBe(moneyFormatter('en', 'EUR', 'full'));
    expect(moneyFormatter('en', 'EUR')).not.toBe(moneyFormatter('en', 'RSD'));
  });

  it('many prices, dates and messages build nothing once each kind was used', async () => {
    const sr = createTranslator('sr');
    const all = () => {
      for (let i = 0; i < 200; i++)
        for (const locale of locales) {
          formatMoney(i * 1234, i % 2 ? 'EUR' : 'RSD', locale);
          formatDate(dates[i % 4]!, locale);
          formatShortDate(dates[i % 4]!, locale);
          formatDateTime('2027-01-06T13:05:00Z', locale);
        }
      for (let count = 0; count < 200; count++) sr('common.nights', { count });
    };
    all();
    const counts = await constructions(all);
    expect(counts).toEqual({
      NumberFormat: 0,
      DateTimeFormat: 0,
      PluralRules: 0,
      Locale: 0,
      negotiated: 0,
    });
  });

  it('show what a new formatter with the same options shows, in sr and en', () => {
    for (const locale of locales) {
      const intl = intlLocale(locale);
      for (const amount of [0, 5, 123450, -99, 100000000])
        for (const currency of ['EUR', 'RSD']) {
          const money = {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          } as const;
          expect(formatMoney(amount, currency, locale)).toBe(
            new Intl.NumberFormat(intl, money).format(amount / 100),
          );
        }
      for (const date of dates) {
        const utc = new Date(`${date}T00:00:00Z`);
        const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
        expect(formatShortDate(date, locale)).toBe(
          new Intl.DateTimeFormat(intl, options).format(utc),
        );
        expect(formatDate(date, locale)).toBe(
          new Intl.DateTimeFormat(intl, { ...options, year: 'numeric' }).format(utc),
        );
      }
      const instant = '2027-07-01T22:30:00Z';
      const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
      expect(formatDateTime(instant, locale)).toBe(
        new Intl.DateTimeFormat(intl, { ...dateTime, timeZone: 'Europe/Belgrade' }).format(
          new Date(instant),
        ),
      );
      expect(formatDateTime(instant, locale, 'UTC')).toBe(
        new Intl.DateTimeFormat(intl, { ...dateTime, timeZone: 'UTC' }).format(new Date(instant)),
      );
    }
    expect(formatMoney(123450, 'EUR', 'sr')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('the wall clock is 24-hour in both languages, as the TV screens always showed it (en-GB)', () => {
    const clock = {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'Europe/Belgrade',
    } as const;
    for (let t = Date.UTC(2027, 2, 27); t < Date.UTC(2027, 2, 29); t += 599_000) {
      expect(dateFormatter('en', 'clock', 'Europe/Belgrade').format(t)).toBe(
        new Intl.DateTimeFormat('en-GB', clock).format(t),
      );
      expect(dateFormatter('sr', 'clock', 'Europe/Belgrade').format(t)).toBe(
        new Intl.DateTimeFormat('sr-Latn', clock).format(t),
      );
    }
  });
});

describe('warming the formatters up', () => {
  it('builds, ahead of the first render, what pricing, dates and plurals then reuse', async () => {
    for (const locale of locales) {
      vi.resetModules(); // a fresh module: nothing kept yet
      const format = await import('./format');
      const warm = await constructions(() => format.formatterWarmUps(locale).forEach((w) => w()));
      expect(warm.NumberFormat + warm.DateTimeFormat + warm.PluralRules, locale).toBe(3);
      const after = await constructions(() => {
        format.formatMoney(123450, 'EUR', locale);
        format.formatShortDate('2027-01-06', locale);
        format.messageFormatters.getPluralRules(intlLocale(locale), { type: 'cardinal' });
      });
      expect(after, locale).toMatchObject({ NumberFormat: 0, DateTimeFormat: 0, PluralRules: 0 });
    }
  });
});

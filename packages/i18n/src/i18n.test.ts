import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog';
import { formatDate, formatMoney } from './format';
import { createTranslator } from './translate';

describe('catalogues', () => {
  it('sr and en have exactly the same keys', () => {
    const sr = Object.keys(catalogs.sr).sort();
    const en = Object.keys(catalogs.en).sort();
    expect(sr.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !sr.includes(k))).toEqual([]);
  });

  it('every message compiles as ICU and has no empty text', () => {
    for (const locale of ['sr', 'en'] as const) {
      const t = createTranslator(locale);
      for (const [key, text] of Object.entries(catalogs[locale])) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(() => t(key as keyof typeof catalogs.en, { count: 1, min: 1, max: 2 })).not.toThrow();
      }
    }
  });
});

describe('plurals', () => {
  it.each([
    [1, '1 noć'],
    [2, '2 noći'],
    [5, '5 noći'],
    [21, '21 noć'],
    [22, '22 noći'],
    [11, '11 noći'],
  ])('Serbian: %i nights is "%s"', (count, text) => {
    expect(createTranslator('sr')('common.nights', { count })).toBe(text);
  });

  it('English: 1 night, 2 nights', () => {
    const t = createTranslator('en');
    expect(t('common.nights', { count: 1 })).toBe('1 night');
    expect(t('common.nights', { count: 2 })).toBe('2 nights');
  });

  it('required is "Obavezno polje" in Serbian', () => {
    expect(createTranslator('sr')('validation.required')).toBe('Obavezno polje');
  });
});

describe('formatting', () => {
  it('money in minor units through Intl', () => {
    expect(formatMoney(123450, 'EUR', 'sr')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('dates as local calendar dates, no time-zone shift', () => {
    expect(formatDate('2027-01-06', 'sr')).toBe('6. jan 2027.');
    expect(formatDate('2027-01-06', 'en')).toBe('Jan 6, 2027');
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog';
import { formatDate, formatMoney, formatShortDate } from './format';
import { createTranslator } from './translate';

describe('catalogues', () => {
  it('sr and en have exactly the same keys', () => {
    const sr = Object.keys(catalogs.sr).sort();
    const en = Object.keys(catalogs.en).sort();
    expect(sr.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !sr.includes(k))).toEqual([]);
  });

  it('every message is ICU, not empty, and uses the same placeholders in both languages', () => {
    for (const key of Object.keys(catalogs.en) as (keyof typeof catalogs.en)[]) {
      const sr = catalogs.sr[key];
      const en = catalogs.en[key];
      expect(sr.trim(), `sr:${key}`).not.toBe('');
      expect(en.trim(), `en:${key}`).not.toBe('');
      expect(placeholders(sr, 'sr-Latn'), key).toEqual(placeholders(en, 'en'));
    }
  });
});

type AstNode = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

function collect(nodes: AstNode[], names: Set<string>): Set<string> {
  for (const node of nodes) {
    // 0 is literal text and 7 the plural's #; every other element names an argument.
    if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
    for (const option of Object.values(node.options ?? {})) collect(option.value, names);
    if (node.children) collect(node.children, names);
  }
  return names;
}

function placeholders(text: string, locale: string): string[] {
  const ast = new IntlMessageFormat(text, locale).getAst() as unknown as AstNode[];
  return [...collect(ast, new Set())].sort();
}

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
    expect(formatShortDate('2027-01-06', 'sr')).toBe('6. jan');
    expect(formatShortDate('2027-01-06', 'en')).toBe('Jan 6');
  });
});

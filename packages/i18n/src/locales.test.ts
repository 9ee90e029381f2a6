import { describe, expect, it } from 'vitest';
import { nameFor, textFor, type Locale } from './locales';

describe('nameFor: the language’s own name, else the other one', () => {
  it.each<[Locale, string, string, string]>([
    ['sr', 'Vila Sunce', 'Sun Villa', 'Vila Sunce'],
    ['sr-Cyrl', 'Vila Sunce', 'Sun Villa', 'Vila Sunce'],
    ['en', 'Vila Sunce', 'Sun Villa', 'Sun Villa'],
    ['sr', '', 'Sun Villa', 'Sun Villa'],
    ['sr-Cyrl', '', 'Sun Villa', 'Sun Villa'],
    ['en', 'Vila Sunce', '', 'Vila Sunce'],
    ['en', 'Vila Sunce', '   ', 'Vila Sunce'],
    ['sr', '  ', 'Sun Villa', 'Sun Villa'],
    ['sr', '', '', ''],
    ['en', '', '', ''],
    ['sr-Cyrl', 'Airbnb stan Ljubljana', '', 'Airbnb stan Ljubljana'],
  ])('%s, sr "%s", en "%s" → "%s"', (locale, name_sr, name_en, shown) => {
    expect(nameFor(locale, { name_sr, name_en })).toBe(shown);
  });
});

describe('textFor: the same rule for a text that may be missing in one language', () => {
  it.each<[Locale, string | null, string | null, string]>([
    ['sr', 'Dodajte fotografije', 'Add photos', 'Dodajte fotografije'],
    ['en', 'Dodajte fotografije', null, 'Dodajte fotografije'],
    ['sr-Cyrl', null, 'Add photos', 'Add photos'],
    ['en', null, null, ''],
  ])('%s, sr %j, en %j → "%s"', (locale, sr, en, shown) => {
    expect(textFor(locale, sr, en)).toBe(shown);
  });
});

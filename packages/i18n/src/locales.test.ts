import { describe, expect, it } from 'vitest';
import { nameFor, type Locale } from './locales';

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

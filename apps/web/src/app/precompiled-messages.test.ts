import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from '@gazda/i18n/messages/en';
import { sr } from '@gazda/i18n/messages/sr';
import { intlLocale } from '@gazda/i18n/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { parsedMessages } from '../../build/precompiled-messages';

/** A value for every argument a message names (numbers for plurals and numbers, text otherwise). */
function sampleValues(ast: MessageFormatElement[], into: Record<string, unknown> = {}) {
  for (const element of ast) {
    if (element.type !== 0 && 'value' in element && typeof element.value === 'string')
      into[element.value] ??= [2, 3, 4, 5, 6].includes(element.type) ? 3 : 'x';
    if ('options' in element)
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    if ('children' in element) sampleValues(element.children, into);
  }
  return into;
}

describe('the panel build precompiles the messages (apps/web/build/precompiled-messages.ts)', () => {
  for (const [lang, catalog] of [
    ['sr', sr],
    ['en', en],
  ] as const) {
    it(`every ${lang} message, parsed at build time, formats exactly as its ICU text`, () => {
      // As the build writes them: JSON in the module the browser downloads.
      const parsed = JSON.parse(JSON.stringify(parsedMessages(lang, catalog))) as Record<
        string,
        MessageFormatElement[]
      >;
      for (const [key, text] of Object.entries(catalog)) {
        const values = sampleValues(parsed[key]!);
        for (const name of Object.keys(values))
          if (text.includes(`<${name}>`)) values[name] = (chunks: unknown[]) => chunks.join('');
        const expected = new IntlMessageFormat(text, intlLocale(lang)).format(values);
        const actual = new IntlMessageFormat(parsed[key]!, intlLocale(lang)).format(values);
        expect(actual, key).toEqual(expected);
      }
    });
  }
});

import type { MessageKey } from '@gazda/i18n/catalog';
import type { Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';

type MessageValues = Parameters<ReturnType<typeof createTranslator>>[1];

/** The journeys find things by the texts a person reads, in the language they read them in. */
export function text(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return createTranslator(locale)(key, values);
}

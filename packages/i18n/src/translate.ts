import { IntlMessageFormat } from 'intl-messageformat';
import { catalogs, isMessageKey, type MessageKey } from './catalog';
import { fallbackLocale, intlLocale, type Locale } from './locales';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const cache = new Map<string, IntlMessageFormat>();

/**
 * A message's formatter, made once. A catalogue holds each message as ICU text (the server, the
 * tests) or already parsed (the panel's build precompiles them: apps/web/build); both format alike.
 */
function compiled(locale: Locale, key: MessageKey): IntlMessageFormat | undefined {
  const id = `${locale}\u0000${key}`;
  let format = cache.get(id);
  if (!format) {
    const source = catalogs[locale][key] ?? catalogs[fallbackLocale][key];
    // Where catalogues load on demand (./load) one may not be there yet: not remembered then.
    if (source === undefined) return undefined;
    format = new IntlMessageFormat(source, intlLocale(locale));
    cache.set(id, format);
  }
  return format;
}

/** The one way to turn a message id into text, in the panel, the server's answers and the mails. */
export function createTranslator(locale: Locale): Translate {
  return (key, values) => {
    const format = compiled(locale, key);
    return format ? String(format.format(values as never)) : key;
  };
}

/** For ids that arrive as data (a server's error code, a schema's message): unknown ids pass through. */
export function translateLoose(locale: Locale, id: string, values?: MessageValues): string {
  return isMessageKey(id) ? createTranslator(locale)(id, values) : id;
}

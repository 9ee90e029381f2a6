import { formatToParts, IntlMessageFormat, PART_TYPE } from 'intl-messageformat';
import { catalogs, isMessageKey, type MessageKey } from './catalog';
import { cyrillicAst } from './cyrillic';
import { messageFormatters } from './format';
import { catalogLocale, fallbackLocale, intlLocale, type Locale } from './locales';

type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type Ast = ReturnType<IntlMessageFormat['getAst']>;
/** A message's syntax tree, and its ICU text where it had one (named in formatting errors). */
type Compiled = { ast: Ast; text?: string };

const cache = new Map<string, Compiled>();

/**
 * A message, parsed once. A catalogue holds each message as ICU text (the server, the tests),
 * parsed here as IntlMessageFormat parses it, or already parsed (the panel's build precompiles
 * them: apps/web/build), used as is.
 */
function compiled(locale: Locale, key: MessageKey): Compiled | undefined {
  const id = `${locale}\u0000${key}`;
  let message = cache.get(id);
  if (!message) {
    const own: unknown = catalogs[catalogLocale(locale)][key];
    const source: unknown = own ?? catalogs[fallbackLocale][key];
    // Where catalogues load on demand (./load) one may not be there yet: not remembered then.
    if (source === undefined) return undefined;
    message =
      typeof source === 'string'
        ? { ast: new IntlMessageFormat(source, intlLocale(locale)).getAst(), text: source }
        : { ast: source as Ast };
    // Cyrillic Serbian is the Latin message transliterated, once, when first used.
    if (locale === 'sr-Cyrl' && own !== undefined) message.ast = cyrillicAst(message.ast);
    cache.set(id, message);
  }
  return message;
}

/**
 * What `IntlMessageFormat#format` gives, without an IntlMessageFormat per message: each one
 * would resolve the locale again and build its own number, date and plural formatters, where
 * these share the kept ones (./format), so a message costs only its formatting.
 */
function format(locale: Locale, { ast, text }: Compiled, values?: MessageValues): unknown {
  const parts = formatToParts(
    ast,
    intlLocale(locale),
    messageFormatters,
    IntlMessageFormat.formats,
    values,
    undefined,
    text,
  );
  if (parts.length === 1) return parts[0]!.value;
  const result: unknown[] = [];
  for (const part of parts) {
    const last = result.length - 1;
    if (last >= 0 && part.type === PART_TYPE.literal && typeof result[last] === 'string')
      result[last] += part.value;
    else result.push(part.value);
  }
  return result.length <= 1 ? result[0] || '' : result;
}

/** The one way to turn a message id into text, in the panel, the server's answers and the mails. */
export function createTranslator(locale: Locale): Translate {
  return (key, values) => {
    const message = compiled(locale, key);
    return message ? String(format(locale, message, values)) : key;
  };
}

/** For ids that arrive as data (a server's error code, a schema's message): unknown ids pass through. */
export function translateLoose(locale: Locale, id: string, values?: MessageValues): string {
  return isMessageKey(id) ? createTranslator(locale)(id, values) : id;
}

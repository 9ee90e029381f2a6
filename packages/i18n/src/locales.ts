/**
 * The interface languages, in the order the language menus offer them: Serbian in Cyrillic
 * script, Serbian in Latin script (the default) and English. Cyrillic Serbian has no catalogue of
 * its own: it is the Latin one, transliterated (./cyrillic.ts), so it always says what `sr` says.
 */
export const locales = ['sr-Cyrl', 'sr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'sr';
export const fallbackLocale: CatalogLocale = 'en';

/** The languages that have a catalogue of messages: `sr-Cyrl` reads `sr`'s. */
export type CatalogLocale = Exclude<Locale, 'sr-Cyrl'>;

export function catalogLocale(locale: Locale): CatalogLocale {
  return locale === 'sr-Cyrl' ? 'sr' : locale;
}

/**
 * The language of texts that people wrote in two languages (a listing's name and description,
 * the operator's reference data): Serbian in either script reads the Serbian one.
 */
export const contentLocale: (locale: Locale) => 'sr' | 'en' = catalogLocale;

/**
 * Which of a thing's two names (a listing's, an amenity's, a category's) to show in a language:
 * that language's own, else the other one where it is blank (a host may write in one language
 * only). Cyrillic Serbian reads the Serbian name as written, not transliterated: names people
 * write are proper names and brands (Vila Airbnb, Booking.com) that transliteration would spoil;
 * the operator's reference data alone is shown in Cyrillic (docs/rules/product.md §1).
 */
export function nameFor(locale: Locale, names: { name_sr: string; name_en: string }): string {
  return textFor(locale, names.name_sr, names.name_en);
}

/** The same rule for any text written in both languages (a reviewer's list of what to fix). */
export function textFor(
  locale: Locale,
  sr: string | null | undefined,
  en: string | null | undefined,
): string {
  const [own, other] = contentLocale(locale) === 'sr' ? [sr, en] : [en, sr];
  return own?.trim() ? own : (other ?? '');
}

/** Each language's name in itself, and its short code: never translated. */
export const localeNames: Record<Locale, string> = {
  sr: 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
  en: 'English',
};
export const localeCodes: Record<Locale, string> = { sr: 'SR', 'sr-Cyrl': 'СР', en: 'EN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The BCP 47 tag for Intl and `<html lang>`: the script is named, so Intl writes it too. */
export function intlLocale(locale: Locale): string {
  return locale === 'sr' ? 'sr-Latn' : locale;
}

/**
 * Reads an App-Language header or a ?lang value; anything unknown is the default. `sr-Cyrl` (any
 * case, `_` or `-`, a region after it) is Cyrillic; any other `sr…` (`sr-Latn`, `sr-RS`) Latin.
 */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return defaultLocale;
  const tag = value.trim().toLowerCase().replace(/_/g, '-');
  if (/^sr-cyrl(-|$)/.test(tag)) return 'sr-Cyrl';
  const short = tag.slice(0, 2);
  return isLocale(short) ? short : defaultLocale;
}

export const locales = ['sr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'sr';
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Serbian is written in Latin script in this product; Intl needs the script tag to agree. */
export function intlLocale(locale: Locale): string {
  return locale === 'sr' ? 'sr-Latn' : 'en';
}

/** Reads an App-Language header or a ?lang value; anything unknown is the default. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return defaultLocale;
  const short = value.trim().slice(0, 2).toLowerCase();
  return isLocale(short) ? short : defaultLocale;
}

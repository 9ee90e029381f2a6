import type { Category } from '@gazda/contracts/listings';
import { toCyrillic } from '@gazda/i18n/cyrillic';
import { contentLocale, intlLocale, nameFor, type Locale } from '@gazda/i18n/locales';
import type { CategoryRow, CountryRow, NamedRow } from './reference-data-repository';

/** Reference data as docs/rules/api.md answers it: one name, in the request's language. */

/**
 * The operator's Serbian names are in Latin: unlike the names people write (nameFor), the Cyrillic
 * interface shows them transliterated.
 */
function localName(row: { name_sr: string; name_en: string }, locale: Locale): string {
  const name = nameFor(locale, row);
  return locale === 'sr-Cyrl' && name === row.name_sr ? toCyrillic(name) : name;
}

export function presentCategory(row: CategoryRow, adsCount: number, locale: Locale): Category {
  return {
    id: row.id,
    const: row.const,
    name: localName(row, locale),
    icon: row.icon,
    ads_count: adsCount,
  };
}

export function presentNamed(row: NamedRow, locale: Locale) {
  return { id: row.id, name: localName(row, locale), icon: row.icon };
}

/** Countries whose position is below this are Serbia and its neighbours, kept first. */
const FIRST_BLOCK = 10;

/**
 * Serbia and its neighbours first (by position), then the rest alphabetically in the request's
 * language: the stored position orders them by Serbian name, English readers get English order.
 */
export function presentCountries(rows: CountryRow[], locale: Locale) {
  const first = rows.filter((r) => r.position < FIRST_BLOCK);
  const rest = rows.filter((r) => r.position >= FIRST_BLOCK);
  if (contentLocale(locale) !== 'sr') {
    const collator = new Intl.Collator(intlLocale(locale));
    rest.sort((a, b) => collator.compare(a.name_en, b.name_en));
  }
  return [...first, ...rest].map((r) => ({ code: r.code, name: localName(r, locale) }));
}

import { contentLocale, type Locale } from '@gazda/i18n/locales';

/*
 * The public website (not this panel). Its Serbian pages carry the `/sr` prefix
 * (docs/rules/product.md §2: "the sr locale adds a language prefix"); the English home page is the
 * bare address, and the English legal pages live under `/en` as the public site publishes them. Set
 * VITE_PUBLIC_SITE_URL at build time for another environment.
 */
export const PUBLIC_SITE_URL = (import.meta.env.VITE_PUBLIC_SITE_URL || 'https://gazda.rs').replace(
  /\/+$/,
  '',
);

type PublicPage = 'home' | 'privacy' | 'terms';

/** The public site is in Serbian (Latin) and English: Cyrillic readers get the Serbian pages. */
const pages: Record<'sr' | 'en', Record<PublicPage, string>> = {
  sr: { home: '/sr', privacy: '/sr/privatnost', terms: '/sr/uslovi' },
  en: { home: '/', privacy: '/en/privacy', terms: '/en/terms' },
};

export function publicSiteUrl(locale: Locale, page: PublicPage = 'home'): string {
  return `${PUBLIC_SITE_URL}${pages[contentLocale(locale)][page]}`;
}

import type { Locale } from '@gazda/i18n/locales';
import { useEffect, useEffectEvent } from 'react';
import { useChangeLanguage } from '../features/account/hooks/use-change-language';

/**
 * Applies `?lang=sr|sr-Cyrl|en` (docs/rules/product.md §2): remembered on the device and, for a logged-in
 * person, saved to their settings like any other language change. Loaded only when a URL carries
 * `?lang`, so the settings feature (and zod with it) stays out of every page's first download.
 */
export function UrlLanguage({ lang }: { lang: Locale }) {
  const { changeLanguage } = useChangeLanguage();
  const apply = useEffectEvent((locale: Locale) => changeLanguage(locale));

  useEffect(() => {
    apply(lang);
  }, [lang]);

  return null;
}

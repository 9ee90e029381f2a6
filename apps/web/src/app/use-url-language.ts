import { isLocale, type Locale } from '@gazda/i18n/locales';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useChangeLanguage } from '../features/settings/hooks/use-change-language';
import { LANG_PARAM } from '../lib/i18n';

/**
 * `?lang=sr|en` on any URL sets the language (product.md §2). It is remembered on the device and,
 * for a logged-in person, saved to their settings like any other language change.
 */
export function useUrlLanguage() {
  const [params] = useSearchParams();
  const value = params.get(LANG_PARAM);
  const lang = isLocale(value) ? value : null;
  const { changeLanguage } = useChangeLanguage();
  const apply = useEffectEvent((locale: Locale) => changeLanguage(locale));

  useEffect(() => {
    if (lang) apply(lang);
  }, [lang]);
}

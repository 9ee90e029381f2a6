import type { Locale } from '@gazda/i18n/locales';
import { setLocale } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { notifyError } from '../../../ui/notify';
import { useUpdateSettings } from '../api/update-settings';

/**
 * The one way to switch language: on the auth screens it only changes the panel (and is remembered
 * on the device); logged in, it also saves the user's setting, so mails follow it too.
 */
export function useChangeLanguage() {
  const { mutate, isPending } = useUpdateSettings();

  function changeLanguage(locale: Locale) {
    if (getToken()) mutate({ lang: locale }, { onError: (error) => notifyError(error) });
    else setLocale(locale);
  }

  return { changeLanguage, isPending };
}

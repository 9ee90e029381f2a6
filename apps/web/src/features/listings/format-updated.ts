import { dateFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';

/** When a listing was last changed, as a date in Serbia's time zone (`6. jan 2027.`). */
export function formatUpdated(iso: string, locale: Locale): string {
  return dateFormatter(locale, 'date', 'Europe/Belgrade').format(new Date(iso));
}

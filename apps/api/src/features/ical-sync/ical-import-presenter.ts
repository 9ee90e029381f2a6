import type { IcalImport } from '@gazda/contracts/calendar';
import type { MessageKey } from '@gazda/i18n/catalog';
import { isMessageKey } from '@gazda/i18n/catalog';
import type { Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { IcalImportRow } from '../../db/schema';

/** The message id of a stored error code (`calendar.ical_error.<code>`). */
export function icalErrorKey(code: string): MessageKey {
  const key = `calendar.ical_error.${code}`;
  return isMessageKey(key) ? key : 'calendar.ical_error.network';
}

/** An import as the panel shows it: last success, event count and the last error, translated. */
export function presentImport(row: IcalImportRow, locale: Locale): IcalImport {
  const t = createTranslator(locale);
  const failed = row.last_error !== null;
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    failing_since: row.failing_since?.toISOString() ?? null,
    last_error: failed
      ? t(icalErrorKey(row.last_error!), { status: row.last_error_status ?? 0 })
      : null,
    last_error_code: row.last_error,
    event_count: row.event_count,
    // A calendar that is read but empty is not an error, but the host should see it is empty.
    notice:
      !failed && row.last_success_at && row.event_count === 0
        ? t('calendar.ical_notice.no_events')
        : null,
    status: failed ? 'failed' : row.last_success_at ? 'ok' : 'pending',
  };
}

import type { ActivityLogEntry, ActivityLogQuery } from '@gazda/contracts/activity-log';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { findActivityPage, type ActivityRow } from './activity-log-query-repository';
import { HIDDEN } from './activity-log-service';

// Writers log secrets as HIDDEN already; this is the second lock on the read side.
const SECRET_FIELD = /(^|[._])(password|token|secret)$|_token$/;
const ACCOUNT_FIELD = /(^|[._])(account_number|iban)$/;

/** A logged value as the API shows it: a secret's never, a full account number never. */
function visibleValue(field: string | null, value: unknown): unknown {
  if (value === null || value === undefined || field === null) return value ?? null;
  if (SECRET_FIELD.test(field)) return HIDDEN;
  if (ACCOUNT_FIELD.test(field) && typeof value === 'string' && !value.includes('*'))
    return value.length > 4 ? `${'*'.repeat(4)}${value.slice(-4)}` : HIDDEN;
  return value;
}

function listingName(row: ActivityRow, locale: Locale): string {
  const [first, second] =
    locale === 'en'
      ? [row.listing_name_en, row.listing_name_sr]
      : [row.listing_name_sr, row.listing_name_en];
  return first || second || `#${row.listing_id}`;
}

/** The booking a reservation's or an inquiry's entry is about: its code and guest. */
function bookingOf(row: ActivityRow): ActivityLogEntry['booking'] {
  if (row.reservation_code !== null)
    return { code: row.reservation_code, guest_name: row.reservation_guest ?? '' };
  if (row.inquiry_code !== null)
    return {
      code: row.inquiry_code,
      guest_name: `${row.inquirer_first_name ?? ''} ${row.inquirer_last_name ?? ''}`.trim(),
    };
  return null;
}

function present(row: ActivityRow, locale: Locale): ActivityLogEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    entity: row.entity,
    entity_id: row.entity_id === null ? null : Number(row.entity_id),
    field: row.field,
    from: visibleValue(row.field, row.from_value),
    to: visibleValue(row.field, row.to_value),
    listing:
      row.listing_id === null
        ? null
        : {
            id: Number(row.listing_id),
            name: listingName(row, locale),
            currency: row.listing_currency ?? 'EUR',
            category: row.listing_category ?? 'apartment',
          },
    booking: bookingOf(row),
    actor:
      row.actor_id === null
        ? null
        : {
            id: Number(row.actor_id),
            first_name: row.actor_first_name ?? '',
            last_name: row.actor_last_name ?? '',
          },
    created_at: row.created_at.toISOString(),
  };
}

/**
 * GET activity-log: only the caller's own entries (a listing filter of someone else's listing
 * simply finds none), newest first, one page.
 */
export async function listActivity(
  deps: Deps,
  userId: number,
  query: ActivityLogQuery,
  locale: Locale,
) {
  const { rows, total } = await findActivityPage(deps.db, {
    userId,
    listingId: query.listing_id,
    kind: query.kind,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map((row) => present(row, locale)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

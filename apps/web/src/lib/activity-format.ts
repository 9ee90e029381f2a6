import type { ListingStatus } from '@gazda/contracts/listings';
import { isMessageKey, type MessageKey } from '@gazda/i18n/catalog';
import { formatMoney } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { Translate } from '@gazda/i18n/translate';
import { bookingStatusLabel } from './booking-status';

/*
 * Activity log entries in words (docs/rules/decisions.md §8), shared by a listing's activity step
 * and the /activity-log screen: what an entry is about, and a logged value for people.
 */

/** What both the listing's and the user's log entries have. */
type ActivityEntryLike = {
  kind: 'created' | 'changed' | 'deleted';
  entity: string;
  field: string | null;
};

const MONEY_FIELDS = new Set(['base_price', 'weekend_price', 'extra_guest_price']);
const STATUSES = new Set<string>(['draft', 'pending', 'pending_fix', 'listed', 'unlisted']);

function known(key: string): MessageKey | null {
  return isMessageKey(key) ? key : null;
}

/** The entity in words ("Listing", "Reservation"), or its code when the panel has no name. */
function activityEntity(entity: string, t: Translate): string {
  const key = known(`activityLog.entity.${entity}`);
  return key ? t(key) : entity;
}

/** The field in words, or null when the panel has no name for it. */
function fieldName(entry: ActivityEntryLike, t: Translate): string | null {
  if (!entry.field) return null;
  const key =
    (entry.entity === 'listing' ? known(`listings.form.field.${entry.field}`) : null) ??
    known(`activityLog.field.${entry.entity}.${entry.field}`) ??
    known(`activityLog.field.${entry.field}`) ??
    (entry.entity === 'payout_method' ? known(`payouts.field.${entry.field}`) : null) ??
    (entry.field.startsWith('mails.') ? known(`account.${entry.field}`) : null) ??
    known(`listings.form.field.${entry.field}`);
  return key ? t(key) : null;
}

/** Coded values by `entity.field`: the message id prefix their code completes. */
const VALUE_MESSAGES: Record<string, string> = {
  'user.account_type': 'account.account.type.',
  'user.account_status': 'activityLog.value.account_status.',
  'government_id.status': 'governmentId.status.',
  'payout_method.type': 'payouts.type.',
  'payout_method.service': 'payouts.service.',
  'social_account.provider': 'activityLog.value.provider.',
};

function codedValue(entry: ActivityEntryLike, value: string, t: Translate): string | null {
  const prefix = VALUE_MESSAGES[`${entry.entity}.${entry.field ?? ''}`];
  const key = prefix ? known(`${prefix}${value}`) : null;
  return key ? t(key) : null;
}

/** What an entry is about, in words: "Listing created", "Photo deleted", or the field's name. */
export function activitySubject(entry: ActivityEntryLike, t: Translate): string {
  if (entry.kind !== 'changed' || !entry.field) {
    const key = known(`listings.form.activity.${entry.entity}.${entry.kind}`);
    return key
      ? t(key)
      : `${activityEntity(entry.entity, t)} · ${t(`listings.form.activity.kind.${entry.kind}`)}`;
  }
  return fieldName(entry, t) ?? entry.field;
}

/** A logged value for people: money in the listing's currency, statuses by name, never a float. */
type ActivityContext = {
  t: Translate;
  locale: Locale;
  /** The listing's currency, when the entry is about one listing's prices. */
  currency?: string;
  /** Tag and subcategory names by id, when loaded; ids are shown until then. */
  names?: { tags: Map<number, string>; subcategories: Map<number, string> };
};

function named(ids: unknown, names: Map<number, string> | undefined): string | null {
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) return null;
  return ids.map((id: number) => names?.get(id) ?? `#${id}`).join(', ') || '—';
}

type Room = { beds?: { count?: number }[] };

function statusValue(entry: ActivityEntryLike, value: string, t: Translate): string | null {
  if (entry.entity === 'listing' && STATUSES.has(value))
    return t(`listings.status.${value as ListingStatus}`);
  if (entry.entity === 'reservation' || entry.entity === 'inquiry') {
    const label = bookingStatusLabel(entry.entity, value);
    return label ? t(label) : null;
  }
  return null;
}

/** A calendar range entry: `{ dates, value }` or `{ dates, values: [...] }`. */
function rangeValue(value: object, context: ActivityContext): string | null {
  if (!('dates' in value)) return null;
  const record = value as { dates: unknown; value?: unknown; values?: unknown[] };
  const shown = Array.isArray(record.values)
    ? record.values.map((v) => plain(v, context)).join(', ')
    : plain(record.value, context);
  return `${String(record.dates)}: ${shown}`;
}

function plain(value: unknown, context: ActivityContext): string {
  const { t } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return t(value ? 'listings.form.activity.yes' : 'listings.form.activity.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const text = JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export function activityValue(
  entry: ActivityEntryLike,
  value: unknown,
  context: ActivityContext,
): string {
  const { t, locale, currency, names } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (entry.field === 'tag_ids') {
    // Without the category's tag names (the user's whole log), say how many were chosen.
    if (!names && Array.isArray(value))
      return t('activityLog.value.selected', { count: value.length });
    return named(value, names?.tags) ?? '—';
  }
  if (entry.field === 'subcategory_id' && typeof value === 'number')
    return names?.subcategories.get(value) ?? `#${value}`;
  if (entry.field === 'booking_mode' && (value === 'instant' || value === 'inquiry'))
    return t(`listings.form.reservation.${value}`);
  if (entry.field === 'lang' && (value === 'sr' || value === 'sr-Cyrl' || value === 'en'))
    return t(`activityLog.value.lang.${value}`);
  if (entry.field === 'rooms' && Array.isArray(value)) {
    const beds = (value as Room[]).reduce(
      (sum, room) => sum + (room.beds ?? []).reduce((n, bed) => n + (bed.count ?? 0), 0),
      0,
    );
    return t('listings.form.activity.rooms', { rooms: value.length, beds });
  }
  if (entry.field === 'parking' && typeof value === 'object' && 'availability' in value) {
    const availability = String((value as { availability: unknown }).availability);
    if (availability === 'no' || availability === 'paid' || availability === 'free')
      return t(`listings.form.parking.availability.${availability}`);
  }
  if (typeof value === 'number' && currency && entry.field && MONEY_FIELDS.has(entry.field))
    return formatMoney(value, currency, locale);
  if (typeof value === 'string') {
    const named =
      (entry.field === 'status' ? statusValue(entry, value, t) : null) ??
      codedValue(entry, value, t);
    if (named) return named;
  }
  if (typeof value === 'object') return rangeValue(value, context) ?? plain(value, context);
  return plain(value, context);
}

/** Entries with a value worth showing as "from → to" (not photo order, creation of a photo…). */
export function showsChange(entry: ActivityEntryLike): boolean {
  return entry.kind === 'changed' && entry.field !== 'photo_order';
}

import type { ListingActivityEntry, ListingStatus } from '@gazda/contracts/listings';
import { isMessageKey, type MessageKey } from '@gazda/i18n/catalog';
import { formatMoney } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { Translate } from '@gazda/i18n/translate';

const MONEY_FIELDS = new Set(['base_price', 'weekend_price', 'extra_guest_price']);
const STATUSES = new Set<string>(['draft', 'pending', 'pending_fix', 'listed', 'unlisted']);

/** What an entry is about, in words: "Listing created", "Photo deleted", or the field's name. */
export function activitySubject(entry: ListingActivityEntry, t: Translate): string {
  if (entry.kind !== 'changed' || !entry.field) {
    const key = `listingForm.activity.${entry.entity}.${entry.kind}`;
    return isMessageKey(key)
      ? t(key)
      : `${entry.entity} · ${t(`listingForm.activity.kind.${entry.kind}`)}`;
  }
  const key = `listingForm.field.${entry.field}`;
  return isMessageKey(key) ? t(key as MessageKey) : entry.field;
}

/** A logged value for people: money in the listing's currency, statuses by name, never a float. */
export type ActivityContext = {
  t: Translate;
  locale: Locale;
  currency: string;
  /** Tag and subcategory names by id, when loaded; ids are shown until then. */
  names: { tags: Map<number, string>; subcategories: Map<number, string> };
};

function named(ids: unknown, names: Map<number, string>): string | null {
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) return null;
  return ids.map((id: number) => names.get(id) ?? `#${id}`).join(', ') || '—';
}

type Room = { beds?: { count?: number }[] };

export function activityValue(
  entry: ListingActivityEntry,
  value: unknown,
  context: ActivityContext,
): string {
  const { t, locale, currency, names } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (entry.field === 'tag_ids') return named(value, names.tags) ?? '—';
  if (entry.field === 'subcategory_id' && typeof value === 'number')
    return names.subcategories.get(value) ?? `#${value}`;
  if (entry.field === 'booking_mode' && (value === 'instant' || value === 'inquiry'))
    return t(`listingForm.reservation.${value}`);
  if (entry.field === 'rooms' && Array.isArray(value)) {
    const beds = (value as Room[]).reduce(
      (sum, room) => sum + (room.beds ?? []).reduce((n, bed) => n + (bed.count ?? 0), 0),
      0,
    );
    return t('listingForm.activity.rooms', { rooms: value.length, beds });
  }
  if (entry.field === 'parking' && typeof value === 'object' && 'availability' in value) {
    const availability = String((value as { availability: unknown }).availability);
    if (availability === 'no' || availability === 'paid' || availability === 'free')
      return t(`listingForm.parking.availability.${availability}`);
  }
  if (typeof value === 'boolean')
    return t(value ? 'listingForm.activity.yes' : 'listingForm.activity.no');
  if (typeof value === 'number' && entry.field && MONEY_FIELDS.has(entry.field))
    return formatMoney(value, currency, locale);
  if (typeof value === 'string' && entry.field === 'status' && STATUSES.has(value))
    return t(`listingForm.status.${value as ListingStatus}`);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const text = JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** Entries with a value worth showing as "from → to" (not photo order, creation of a photo…). */
export function showsChange(entry: ListingActivityEntry): boolean {
  return entry.kind === 'changed' && entry.field !== 'photo_order';
}

import type { Locale } from '@gazda/i18n/locales';
import { queryKeys } from '../../../lib/query-keys';

/** Keys of the public listing page; its texts come translated, so the listing is per language. */
export const publicKeys = {
  listing: (id: number, locale: Locale) => [...queryKeys.bookings, 'public', id, locale] as const,
  calendar: (id: number) => [...queryKeys.bookings, 'public', id, 'calendar'] as const,
  minStayBlocked: (id: number, start: string) =>
    [...queryKeys.bookings, 'public', id, 'min-stay-blocked', start] as const,
  pricing: (id: number, checkIn: string, checkOut: string, guests: number) =>
    [...queryKeys.bookings, 'public', id, 'pricing', checkIn, checkOut, guests] as const,
};

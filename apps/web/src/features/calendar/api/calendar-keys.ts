import type { Stay } from '@gazda/domain/pricing-types';
import type { Locale } from '@gazda/i18n/locales';
import { queryKeys } from '../../../lib/query-keys';

/*
 * Query keys of one listing's calendar. Everything hangs under ['calendar', id], so a change that
 * moves prices (the listing's defaults, a rule) invalidates the whole calendar with one key, and a
 * PUT of days can patch the loaded days in place.
 */
export const calendarKeys = {
  all: queryKeys.calendar,
  /** The multi-calendar's windows (GET calendar/multi): every listing, names in the language. */
  multi: () => ['calendar', 'multi'] as const,
  multiWindow: (start: string, days: number, locale: Locale) =>
    ['calendar', 'multi', start, days, locale] as const,
  initData: (listingId: number) => ['calendar', listingId, 'init-data'] as const,
  /** The listing's name and the iCal errors come translated: one entry per language. */
  initDataIn: (listingId: number, locale: Locale) =>
    ['calendar', listingId, 'init-data', locale] as const,
  days: (listingId: number) => ['calendar', listingId, 'days'] as const,
  daysWindow: (listingId: number, start: string, days: number) =>
    ['calendar', listingId, 'days', start, days] as const,
  /** Days seen while editing a reservation: its own nights count as free (not patched by PUTs). */
  daysExcluding: (listingId: number, reservationId: number, start: string, days: number) =>
    ['calendar', listingId, 'days-excluding', reservationId, start, days] as const,
  reservations: (listingId: number) => ['calendar', listingId, 'reservations'] as const,
  reservationsWindow: (listingId: number, from: string, to: string) =>
    ['calendar', listingId, 'reservations', from, to] as const,
  pricing: (listingId: number) => ['calendar', listingId, 'pricing'] as const,
  pricingOf: (listingId: number, stay: Stay) =>
    ['calendar', listingId, 'pricing', stay.check_in, stay.check_out, stay.guests] as const,
};

import type { Inquiry, Reservation } from '@gazda/contracts/calendar';
import type { TouristTaxBody } from '@gazda/contracts/tourist-tax';
import { NO_TOURIST_TAX } from '@gazda/domain/tourist-tax';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { InquiryView, ReservationView } from './reservations-repository';

type BookingView = ReservationView | InquiryView;

/** A manual reservation has only the name the host typed: first word, then the rest. */
function guestOf(view: BookingView): Reservation['guest'] {
  if (view.guest_first_name !== null)
    return { first_name: view.guest_first_name, last_name: view.guest_last_name ?? '' };
  const name = 'guest_name' in view ? view.guest_name.trim() : '';
  const space = name.indexOf(' ');
  return space < 0
    ? { first_name: name, last_name: '' }
    : { first_name: name.slice(0, space), last_name: name.slice(space + 1).trim() };
}

function common(view: BookingView, locale: Locale) {
  const name = nameFor(locale, { name_sr: view.listing_name_sr, name_en: view.listing_name_en });
  return {
    id: view.id,
    code: view.code,
    reference_code: view.reference_code,
    status: view.status,
    listing: { id: view.listing_id, name, category: view.category },
    guest: guestOf(view),
    check_in: view.check_in,
    check_out: view.check_out,
    guests: view.guests,
    comment: view.comment,
    quote: view.quote as Reservation['quote'],
    currency: view.currency,
    total: view.total,
    advance: view.advance,
    remaining: view.remaining,
    payout_method_id: view.payout_method_id,
    owner_response: view.owner_response,
    conversation_id: view.conversation_id === null ? null : Number(view.conversation_id),
    ...touristTaxOf(view),
  };
}

/** The party and the frozen tourist tax; rows older than 0025 had only adults and no tax. */
function touristTaxOf(view: BookingView) {
  const children = Array.isArray(view.children_ages) ? (view.children_ages as number[]) : [];
  const tax = (view.tourist_tax ?? NO_TOURIST_TAX) as TouristTaxBody;
  return { adults: view.adults ?? view.guests, children, tourist_tax: tax };
}

/** docs/rules/api.md's Reservation. */
export function presentReservation(view: ReservationView, locale: Locale): Reservation {
  return {
    ...common(view, locale),
    booked_at: view.booked_at.toISOString(),
    source: view.source,
    advance_paid: view.advance_paid,
    advance_due_date: view.advance_due_date,
  };
}

/**
 * docs/rules/api.md's Inquiry: the Reservation fields plus the hold. `booked_at` is when it was
 * sent.
 */
export function presentInquiry(view: InquiryView, locale: Locale): Inquiry {
  return {
    ...common(view, locale),
    booked_at: view.created_at.toISOString(),
    hold_expires_at: view.hold_expires_at?.toISOString() ?? null,
    answered_at: view.answered_at?.toISOString() ?? null,
  };
}

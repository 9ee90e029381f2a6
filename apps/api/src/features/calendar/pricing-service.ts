import type { QuoteBody } from '@gazda/contracts/calendar';
import {
  availabilityRules,
  listingClockAt,
  stayRuleRefusals,
} from '@gazda/domain/availability-rules';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { quote } from '@gazda/domain/pricing';
import { partyOf } from '@gazda/domain/tourist-tax';
import {
  pricingCalendar,
  type PricingSettings,
  type QuoteError,
  type Stay,
} from '@gazda/domain/pricing-types';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, validation, type FieldErrorIds } from '../../errors';
import { findAccessibleListing } from '../listings/listing-service';
import { listingTouristTax } from '../tourist-tax/tourist-tax-service';
import { requireOwnListing } from './calendar-access';
import { calendarOf } from './calendar-model';
import {
  loadCalendarWindow,
  loadCalendarWindows,
  type CalendarWindowData,
} from './calendar-window-repository';

/** The platform's percentages (docs/rules/decisions.md §6), from the configuration. */
export function pricingSettings(config: Config): PricingSettings {
  return {
    service_fee_percent: config.serviceFeePercent,
    vat_percent: config.vatPercent,
    advance_percent: config.advancePercent,
  };
}

const quoteErrors: Record<QuoteError, FieldErrorIds> = {
  invalid_date: { check_in: ['validation.date'] },
  invalid_range: { check_out: ['validation.date_order'] },
  stay_too_long: { check_out: ['calendar.validation.stay_too_long'] },
  invalid_guests: { guests: ['validation.invalid'] },
  too_many_guests: { guests: ['calendar.validation.too_many_guests'] },
};

/**
 * Who may ask for a price: the listing's owner (any status), or anyone on a listed listing
 * (the booking widget; issue 5). Anything else is 404 `Apartment not found`.
 */
async function findPriceableListing(deps: Deps, listingId: number, userId: number) {
  const listing = await findAccessibleListing(deps.db, listingId, null);
  if (listing && (listing.owner_id === userId || listing.status === 'listed')) return listing;
  return requireOwnListing(deps.db, listingId, userId);
}

/**
 * A stay as a request gives it: `adults` and `children` (ages) for the tourist tax, or an older
 * client's `guests` as adults only (docs/rules/tourist-tax.md).
 */
export type StayRequest = {
  check_in: string;
  check_out: string;
  guests?: number | undefined;
  adults?: number | undefined;
  children?: readonly number[] | undefined;
};

/**
 * GET calendar/{id}/pricing: docs/rules/pricing.md's breakdown, with min_stay_met and
 * unavailable_dates, and the tourist tax paid on arrival.
 */
export async function priceStay(
  deps: Deps,
  userId: number,
  listingId: number,
  stay: StayRequest,
): Promise<QuoteBody> {
  const listing = await findPriceableListing(deps, listingId, userId);
  return quoteStay(deps.db, deps, listing, stay);
}

/**
 * The quote of a stay from the stored calendar, by the domain's `quote()`. `db` may be a
 * transaction (a booking freezes the quote it checked). Refuses listings without a nightly
 * price or a guest limit, and invalid stays, with 422 naming the field.
 */
export async function quoteStay(
  db: Db,
  deps: Pick<Deps, 'config' | 'now'>,
  listing: ListingRow,
  stay: StayRequest,
): Promise<QuoteBody> {
  return (await checkedQuote(db, deps, listing, stay)).quote;
}

/**
 * quoteStay, and whether a night of the stay is taken by something other than preparation time:
 * a booking refuses that as "no longer available" and a preparation night as the rule. The
 * listing's guest limit counts adults and children; the tourist tax is apart from the total.
 */
export async function checkedQuote(
  db: Db,
  deps: Pick<Deps, 'config' | 'now'>,
  listing: ListingRow,
  request: StayRequest,
): Promise<{ quote: QuoteBody; taken: boolean }> {
  const party = partyOf(request);
  const stay: Stay = {
    check_in: request.check_in,
    check_out: request.check_out,
    guests: party.guests,
  };
  checkStay(deps, listing, stay);
  const window = { start: stay.check_in, end: stay.check_out };
  const data = await loadCalendarWindow(db, listing.id, window, { now: deps.now() });
  const checked = quoteFrom(deps, listing, data, stay);
  const touristTax = await listingTouristTax(db, listing, stay, party);
  return { ...checked, quote: { ...checked.quote, tourist_tax: touristTax } };
}

/**
 * quoteStay for many listings and one stay, with one query per table for all of them (the
 * search prices its candidates). A listing quoteStay would refuse with 422 maps to null.
 */
export async function quoteStays(
  db: Db,
  deps: Pick<Deps, 'config' | 'now'>,
  listings: ListingRow[],
  stay: Stay,
): Promise<Map<number, QuoteBody | null>> {
  const quotable = listings.filter((l) => unless422(() => (checkStay(deps, l, stay), true)));
  const window = { start: stay.check_in, end: stay.check_out };
  const ids = quotable.map((l) => l.id);
  const windows = await loadCalendarWindows(db, ids, window, { now: deps.now() });
  const answers = new Map<number, QuoteBody | null>();
  for (const listing of listings) {
    const data = windows.get(listing.id);
    answers.set(
      listing.id,
      data ? unless422(() => quoteFrom(deps, listing, data, stay).quote) : null,
    );
  }
  return answers;
}

/** `work`'s answer, or null when it refuses with a 422; anything else is thrown on. */
function unless422<T>(work: () => T): T | null {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return null;
    throw error;
  }
}

/** The stay itself is checked first, on an empty calendar, before any night is loaded. */
function checkStay(deps: Pick<Deps, 'config'>, listing: ListingRow, stay: Stay): void {
  if (listing.base_price === null)
    throw validation({ base_price: ['calendar.validation.base_price_missing'] });
  if (listing.max_guests === null)
    throw validation({ max_guests: ['calendar.validation.max_guests_missing'] });
  const settings = pricingSettings(deps.config);
  const pricing = listingPricing(listing);
  const checked = quote({ listing: pricing, calendar: pricingCalendar({}), settings, stay });
  if (!checked.ok) throw validation(quoteErrors[checked.error]);
}

/**
 * The domain's quote with the availability rules the stay breaks (`refused_by`, as of now in the
 * listing's zone) and whether a night is taken by more than preparation time.
 */
function quoteFrom(
  deps: Pick<Deps, 'config' | 'now'>,
  listing: ListingRow,
  data: CalendarWindowData,
  stay: Stay,
): { quote: QuoteBody; taken: boolean } {
  const window = { start: stay.check_in, end: stay.check_out };
  const settings = pricingSettings(deps.config);
  const pricing = listingPricing(listing);
  const calendar = calendarOf(data, window, listing.preparation_nights ?? 0);
  const result = quote({ listing: pricing, calendar, settings, stay });
  if (!result.ok) throw validation(quoteErrors[result.error]);
  const { quote: q } = result;
  const clock = listingClockAt(deps.now().getTime(), listing.time_zone);
  const refusedBy = stayRuleRefusals(stay, availabilityRules(listing), clock, calendar.unavailable);
  const taken = [...calendar.unavailable.values()].some((reason) => reason !== 'preparation');
  return {
    quote: {
      ...q,
      nightly: q.nightly.map((n) => ({
        ...n,
        rule_id: n.rule_id === null ? null : Number(n.rule_id),
      })),
      refused_by: refusedBy,
    },
    taken,
  };
}

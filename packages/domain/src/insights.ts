import { answerDeadline } from './booking-policy';
import { addDays, diffDays, eachNight, toDayNumber, weekday, type LocalDate } from './dates';
import type { Currency } from './money';
import { roundHalfAwayFromZero } from './money';
import { holdsNights, type ReservationStatus } from './state-machines/reservation';

/*
 * What a host's calendar earned (docs/rules/insights.md): nights available, booked and booked
 * elsewhere, earnings and bookings per month, and the shape of the stays (lead time, length,
 * arrival weekday). Pure: the server reads the rows, this counts them.
 */

type InsightListing = {
  id: number;
  currency: Currency;
  /** The first night the listing could be booked: the day it was created, in its zone. */
  since: LocalDate;
};

type InsightStay = {
  listing_id: number;
  check_in: LocalDate;
  /** Exclusive. */
  check_out: LocalDate;
  status: ReservationStatus;
  /** The host's earnings of the whole stay, in minor units of the listing's currency. */
  earnings: number;
  /** The day it was booked, in the listing's zone. */
  booked_on: LocalDate;
};

/** A night the host closed in Gazda, or a stretch an imported calendar took. */
type InsightClosedNight = { listing_id: number; date: LocalDate };
type InsightImportedBlock = { listing_id: number; start: LocalDate; end: LocalDate };

export type InsightInput = {
  listings: readonly InsightListing[];
  stays: readonly InsightStay[];
  closed: readonly InsightClosedNight[];
  imported: readonly InsightImportedBlock[];
  /** Both nights included. */
  from: LocalDate;
  to: LocalDate;
};

type InsightMonth = {
  /** "YYYY-MM". */
  month: string;
  nights_available: number;
  nights_booked: number;
  nights_blocked_elsewhere: number;
  earnings: number;
  bookings: number;
  average_nightly_rate: number;
};

type InsightTotals = Omit<InsightMonth, 'month'> & {
  /** Nights booked ÷ nights available, in whole per mille (0–1000), 0 when nothing was open. */
  occupancy_permille: number;
};

type InsightCurrencyBlock = {
  currency: Currency;
  months: InsightMonth[];
  totals: InsightTotals;
};

type InsightDistributions = {
  /** Days between booking and arrival, in the buckets of LEAD_TIME_BUCKETS. */
  lead_time: number[];
  /** Nights per stay, in the buckets of STAY_LENGTH_BUCKETS. */
  length_of_stay: number[];
  /** Arrivals per weekday, 0 = Sunday. */
  arrivals_by_weekday: number[];
};

/** Lower bounds (inclusive) of each bucket; the last one is open. */
export const LEAD_TIME_BUCKETS = [0, 2, 8, 31, 91] as const;
export const STAY_LENGTH_BUCKETS = [1, 2, 3, 4, 7, 14, 28] as const;

/** The longest period one insights answer covers: three years and a bit. */
export const MAX_INSIGHTS_NIGHTS = 1_200;

/**
 * A stay's earnings night by night, exact to the minor unit: an even share each, the remainder
 * one unit at a time on the first nights, so the nights always add up to the stay.
 */
function earningsPerNight(earnings: number, nights: number): number[] {
  const share = Math.trunc(earnings / nights);
  const remainder = earnings - share * nights;
  const step = Math.sign(remainder);
  return Array.from({ length: nights }, (_, i) => share + (i < Math.abs(remainder) ? step : 0));
}

function bucketOf(bounds: readonly number[], value: number): number {
  let index = 0;
  for (let i = 0; i < bounds.length; i++) if (value >= bounds[i]!) index = i;
  return index;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function emptyMonth(month: string): InsightMonth {
  return {
    month,
    nights_available: 0,
    nights_booked: 0,
    nights_blocked_elsewhere: 0,
    earnings: 0,
    bookings: 0,
    average_nightly_rate: 0,
  };
}

function averageRate(earnings: number, nights: number): number {
  return nights === 0 ? 0 : roundHalfAwayFromZero(earnings, nights);
}

function monthsOf(from: LocalDate, to: LocalDate): string[] {
  const months: string[] = [];
  let cursor = `${from.slice(0, 7)}-01`;
  while (cursor <= to) {
    months.push(cursor.slice(0, 7));
    const [year, month] = [Number(cursor.slice(0, 4)), Number(cursor.slice(5, 7))];
    cursor =
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return months;
}

/**
 * Night by night for each listing of one currency: a night outside the period, or before the
 * listing existed and not booked, does not count; a night a live stay holds is booked (with its share of the stay's
 * earnings); otherwise a night the host closed is not available; otherwise a night an imported
 * calendar took is available but booked elsewhere. Bookings count in the month of arrival.
 */
function blockFor(currency: Currency, input: InsightInput): InsightCurrencyBlock {
  const listings = input.listings.filter((listing) => listing.currency === currency);
  const ids = new Set(listings.map((listing) => listing.id));
  const months = new Map(monthsOf(input.from, input.to).map((m) => [m, emptyMonth(m)]));
  const first = toDayNumber(input.from);
  const last = toDayNumber(input.to);

  const staysOf = groupBy(input.stays, (stay) => stay.listing_id);
  const closedOf = groupBy(input.closed, (night) => night.listing_id);
  const importedOf = groupBy(input.imported, (block) => block.listing_id);
  for (const listing of listings) {
    const booked = new Map<LocalDate, number>();
    for (const stay of staysOf.get(listing.id) ?? []) {
      if (!holdsNights(stay.status)) continue;
      const nights = eachNight(stay.check_in, stay.check_out);
      const shares = earningsPerNight(stay.earnings, nights.length);
      nights.forEach((night, i) => booked.set(night, shares[i]!));
    }
    const closed = new Set((closedOf.get(listing.id) ?? []).map((night) => night.date));
    const elsewhere = new Set<LocalDate>();
    for (const block of importedOf.get(listing.id) ?? []) {
      for (const night of eachNight(block.start, block.end)) elsewhere.add(night);
    }
    const since = toDayNumber(listing.since);
    for (let day = first; day <= last; day++) {
      const night = addDays(input.from, day - first);
      const month = months.get(night.slice(0, 7))!;
      const share = booked.get(night);
      // Before the listing existed only a stay counts (one entered by hand afterwards, say).
      if (day < since && share === undefined) continue;
      if (share !== undefined) {
        month.nights_available += 1;
        month.nights_booked += 1;
        month.earnings += share;
      } else if (!closed.has(night)) {
        month.nights_available += 1;
        if (elsewhere.has(night)) month.nights_blocked_elsewhere += 1;
      }
    }
  }
  for (const stay of input.stays) {
    if (!ids.has(stay.listing_id) || !holdsNights(stay.status)) continue;
    if (stay.check_in < input.from || stay.check_in > input.to) continue;
    months.get(stay.check_in.slice(0, 7))!.bookings += 1;
  }

  const list = [...months.values()];
  for (const month of list) {
    month.average_nightly_rate = averageRate(month.earnings, month.nights_booked);
  }
  const sum = (key: keyof Omit<InsightMonth, 'month' | 'average_nightly_rate'>) =>
    list.reduce((total, month) => total + month[key], 0);
  const totals = {
    nights_available: sum('nights_available'),
    nights_booked: sum('nights_booked'),
    nights_blocked_elsewhere: sum('nights_blocked_elsewhere'),
    earnings: sum('earnings'),
    bookings: sum('bookings'),
    average_nightly_rate: 0,
    occupancy_permille: 0,
  };
  totals.average_nightly_rate = averageRate(totals.earnings, totals.nights_booked);
  totals.occupancy_permille =
    totals.nights_available === 0
      ? 0
      : roundHalfAwayFromZero(totals.nights_booked * 1000, totals.nights_available);
  return { currency, months: list, totals };
}

/**
 * One block per currency the host's listings are priced in, the one with more listings first
 * (EUR on a tie); a host with no listing gets one empty EUR block.
 */
export function insightsByCurrency(input: InsightInput): InsightCurrencyBlock[] {
  const counts = new Map<Currency, number>();
  for (const listing of input.listings) {
    counts.set(listing.currency, (counts.get(listing.currency) ?? 0) + 1);
  }
  const currencies = [...counts.keys()].sort(
    (a, b) => counts.get(b)! - counts.get(a)! || (a === 'EUR' ? -1 : b === 'EUR' ? 1 : 0),
  );
  return (currencies.length === 0 ? (['EUR'] as Currency[]) : currencies).map((currency) =>
    blockFor(currency, input),
  );
}

/** Lead time, length of stay and arrival weekday of the live stays arriving in the period. */
export function stayDistributions(input: InsightInput): InsightDistributions {
  const ids = new Set(input.listings.map((listing) => listing.id));
  const result: InsightDistributions = {
    lead_time: LEAD_TIME_BUCKETS.map(() => 0),
    length_of_stay: STAY_LENGTH_BUCKETS.map(() => 0),
    arrivals_by_weekday: [0, 0, 0, 0, 0, 0, 0],
  };
  for (const stay of input.stays) {
    if (!ids.has(stay.listing_id) || !holdsNights(stay.status)) continue;
    if (stay.check_in < input.from || stay.check_in > input.to) continue;
    const lead = Math.max(0, diffDays(stay.booked_on, stay.check_in));
    result.lead_time[bucketOf(LEAD_TIME_BUCKETS, lead)]! += 1;
    result.length_of_stay[
      bucketOf(STAY_LENGTH_BUCKETS, diffDays(stay.check_in, stay.check_out))
    ]! += 1;
    result.arrivals_by_weekday[weekday(stay.check_in)]! += 1;
  }
  return result;
}

/** The same period a year earlier (29 February becomes 28 February). */
export function yearEarlier(date: LocalDate): LocalDate {
  const year = Number(date.slice(0, 4)) - 1;
  const rest = date.slice(4);
  if (rest === '-02-29') return `${year}-02-28`;
  return `${year}${rest}`;
}

/* The operator's dashboard (issue #31 item 4). */

type InquiryFunnelRow = {
  asked_at: Date;
  answered_at: Date | null;
  /** It became a reservation (the guest confirmed, or the operator realised it). */
  converted: boolean;
};

type InquiryFunnel = {
  received: number;
  answered: number;
  /** Answered before `answerDeadline`: within UNRESOLVED_HOURS of being asked. */
  answered_in_time: number;
  converted: number;
};

/** How the inquiries asked in a period went: answered, answered in time, become reservations. */
export function inquiryFunnel(rows: readonly InquiryFunnelRow[]): InquiryFunnel {
  const funnel = { received: rows.length, answered: 0, answered_in_time: 0, converted: 0 };
  for (const row of rows) {
    if (row.answered_at) {
      funnel.answered += 1;
      if (row.answered_at <= answerDeadline(row.asked_at)) funnel.answered_in_time += 1;
    }
    if (row.converted) funnel.converted += 1;
  }
  return funnel;
}

/** The mean of the reviews' durations in whole hours (half away from zero), 0 without any. */
export function averageReviewHours(reviews: readonly { submitted_at: Date; approved_at: Date }[]) {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce(
    (sum, review) => sum + (review.approved_at.getTime() - review.submitted_at.getTime()),
    0,
  );
  return roundHalfAwayFromZero(total, reviews.length * 3_600_000);
}

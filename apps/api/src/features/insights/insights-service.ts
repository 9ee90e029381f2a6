import type { Insights, InsightsQuery, OperatorInsights } from '@gazda/contracts/insights';
import { addDays, diffDays, eachNight, localDateAt, type LocalDate } from '@gazda/domain/dates';
import {
  averageReviewHours,
  inquiryFunnel,
  insightsByCurrency,
  LEAD_TIME_BUCKETS,
  STAY_LENGTH_BUCKETS,
  stayDistributions,
  yearEarlier,
  type InsightInput,
} from '@gazda/domain/insights';
import { hostEarningsOf } from '@gazda/domain/pricing';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { decimal, toCsv } from '../../http/csv';
import {
  closedNights,
  importedBlocks,
  inquiriesBetween,
  listingsWaitingForReview,
  ownListings,
  platformBookingsBetween,
  reservationsForExport,
  reviewsBetween,
  staysOverlapping,
} from './insights-repository';

type ListingRow = Awaited<ReturnType<typeof ownListings>>[number];

/** The stay's host earnings: the frozen quote's, or a manual stay's whole total. */
function earningsOf(row: { quote_host_earnings: string | null; total: number }): number {
  const quoted = row.quote_host_earnings === null ? null : Number(row.quote_host_earnings);
  return hostEarningsOf({
    quote: quoted === null ? null : { host_earnings: quoted },
    total: row.total,
  });
}

async function inputFor(
  deps: Deps,
  listings: ListingRow[],
  from: LocalDate,
  to: LocalDate,
): Promise<InsightInput> {
  const ids = listings.map((listing) => listing.id);
  const zoneOf = new Map(listings.map((listing) => [listing.id, listing.time_zone]));
  const [stays, closed, imported] = await Promise.all([
    staysOverlapping(deps.db, ids, from, to),
    closedNights(deps.db, ids, from, to),
    importedBlocks(deps.db, ids, from, to),
  ]);
  return {
    from,
    to,
    listings: listings.map((listing) => ({
      id: listing.id,
      currency: listing.currency,
      since: localDateAt(new Date(listing.created_at).getTime(), listing.time_zone),
    })),
    stays: stays.map((stay) => ({
      listing_id: stay.listing_id,
      check_in: stay.check_in,
      check_out: stay.check_out,
      status: stay.status,
      earnings: earningsOf(stay),
      booked_on: localDateAt(new Date(stay.booked_at).getTime(), zoneOf.get(stay.listing_id)!),
    })),
    closed: closed.map((night) => ({ listing_id: night.listing_id, date: night.date })),
    imported: imported.map((block) => ({
      listing_id: block.listing_id,
      start: block.start_date,
      end: block.end_date,
    })),
  };
}

/**
 * GET insights: the caller's listings (or the one asked for: another's is 404) over the period,
 * with the same period a year earlier when anything was booked then (docs/rules/insights.md).
 */
export async function hostInsights(
  deps: Deps,
  ownerId: number,
  query: InsightsQuery,
  locale: Locale,
): Promise<Insights> {
  const all = await ownListings(deps.db, ownerId);
  const chosen =
    query.listing_id === undefined ? all : all.filter((listing) => listing.id === query.listing_id);
  if (chosen.length === 0 && query.listing_id !== undefined) throw notFound();

  const input = await inputFor(deps, chosen, query.from, query.to);
  const blocks = insightsByCurrency(input);
  const main = blocks[0]!;
  const [prevFrom, prevTo] = [yearEarlier(query.from), yearEarlier(query.to)];
  const previous = insightsByCurrency(await inputFor(deps, chosen, prevFrom, prevTo));
  const bookedBefore = previous.some((block) => block.totals.nights_booked > 0);
  const distributions = stayDistributions(input);

  return {
    from: query.from,
    to: query.to,
    listing_id: query.listing_id ?? null,
    currency: main.currency,
    months: main.months,
    totals: main.totals,
    by_currency: blocks,
    previous_year: bookedBefore ? { from: prevFrom, to: prevTo, by_currency: previous } : null,
    distributions: {
      lead_time_buckets: [...LEAD_TIME_BUCKETS],
      lead_time: distributions.lead_time,
      length_of_stay_buckets: [...STAY_LENGTH_BUCKETS],
      length_of_stay: distributions.length_of_stay,
      arrivals_by_weekday: distributions.arrivals_by_weekday,
    },
    listings: all.map((listing) => ({
      id: listing.id,
      name: nameFor(locale, listing),
      currency: listing.currency,
    })),
  };
}

const EXPORT_COLUMNS = [
  'code',
  'reference',
  'listing',
  'guest',
  'check_in',
  'check_out',
  'nights',
  'guests',
  'currency',
  'total',
  'host_earnings',
  'fee',
  'advance',
  'advance_paid',
  'status',
] as const;

/**
 * The reservations arriving in the period as CSV for a spreadsheet: the host's own, or everyone's
 * for the operator (with the host's e-mail first). Column names, statuses and decimals in the
 * caller's language.
 */
export async function reservationsCsv(
  deps: Deps,
  ownerId: number | null,
  from: LocalDate,
  to: LocalDate,
  locale: Locale,
): Promise<string> {
  const t = createTranslator(locale);
  const separator = locale === 'en' ? '.' : ',';
  const rows = await reservationsForExport(deps.db, ownerId, from, to);
  const header = EXPORT_COLUMNS.map((column) => t(`insights.export.${column}`));
  const body = rows.map((row) => {
    const earnings = earningsOf(row);
    const cells = [
      row.code,
      row.reference_code ?? '',
      nameFor(locale, row),
      row.guest_name,
      row.check_in,
      row.check_out,
      diffDays(row.check_in, row.check_out),
      row.guests,
      row.currency,
      decimal(row.total, separator),
      decimal(earnings, separator),
      decimal(row.total - earnings, separator),
      decimal(row.advance, separator),
      t(row.advance_paid ? 'insights.export.yes' : 'insights.export.no'),
      t(`bookingPanel.status.${row.status}`),
    ];
    return ownerId === null ? [row.host_email, ...cells] : cells;
  });
  return toCsv(ownerId === null ? [t('insights.export.host'), ...header] : header, body);
}

/** The operator's days are Belgrade's, where the operators work. */
const OPERATOR_ZONE = 'Europe/Belgrade';
const DAY_MS = 86_400_000;

/**
 * GET admin/insights: platform bookings and their gross value per day booked, the inquiries asked
 * in the period (answered, answered in time, become reservations), listings waiting for review
 * and how long the period's reviews took (docs/rules/insights.md "The operator's dashboard").
 */
export async function operatorInsights(
  deps: Deps,
  from: LocalDate,
  to: LocalDate,
): Promise<OperatorInsights> {
  // A day either side covers every zone offset; each row is then placed on its Belgrade day.
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const end = new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + DAY_MS);
  const dayOf = (at: Date) => localDateAt(new Date(at).getTime(), OPERATOR_ZONE);
  const inPeriod = (at: Date) => dayOf(at) >= from && dayOf(at) <= to;
  const [bookings, inquiries, reviews, waiting] = await Promise.all([
    platformBookingsBetween(deps.db, start, end),
    inquiriesBetween(deps.db, start, end),
    reviewsBetween(deps.db, start, end),
    listingsWaitingForReview(deps.db),
  ]);

  const days = new Map(
    eachNight(from, addDays(to, 1)).map((date) => [
      date,
      { date, bookings: 0, gross: { EUR: 0, RSD: 0 } },
    ]),
  );
  for (const booking of bookings) {
    const day = days.get(dayOf(booking.booked_at));
    if (!day) continue;
    day.bookings += 1;
    day.gross[booking.currency] += booking.total;
  }
  const reviewed = reviews
    .filter((review) => inPeriod(review.approved_at!))
    .map((review) => ({ submitted_at: review.submitted_at!, approved_at: review.approved_at! }));
  return {
    from,
    to,
    days: [...days.values()],
    inquiries: inquiryFunnel(
      inquiries
        .filter((inquiry) => inPeriod(inquiry.created_at))
        .map((inquiry) => ({
          asked_at: new Date(inquiry.created_at),
          answered_at: inquiry.answered_at ? new Date(inquiry.answered_at) : null,
          converted: inquiry.reservation_id !== null || inquiry.status === 'realised',
        })),
    ),
    listings: {
      waiting_review: waiting,
      reviewed: reviewed.length,
      average_review_hours: averageReviewHours(
        reviewed.map((review) => ({
          submitted_at: new Date(review.submitted_at),
          approved_at: new Date(review.approved_at),
        })),
      ),
    },
  };
}

import type {
  TouristTaxBody,
  TouristTaxRateBody,
  TouristTaxReport,
} from '@gazda/contracts/tourist-tax';
import {
  NO_TOURIST_TAX,
  partyOf,
  SERBIAN_TOURIST_TAX_RULES,
  touristTax,
  touristTaxMonth,
  type Party,
  type TouristTaxLine,
} from '@gazda/domain/tourist-tax';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import { decimal, toCsv } from '../../http/csv';
import {
  hostStaysInMonth,
  isBusinessHost,
  listRates,
  ratesOfCity,
  upsertRate,
} from './tourist-tax-repository';

/**
 * The tax a stay on `listing` owes (docs/rules/tourist-tax.md): 0 unless the host is a business or
 * turned it on; otherwise per night at the rate of the listing's city valid that night. `db` may
 * be the booking's transaction.
 */
export async function listingTouristTax(
  db: Db,
  listing: Pick<ListingRow, 'owner_id' | 'city' | 'collects_tourist_tax'>,
  stay: { check_in: string; check_out: string },
  party: Party,
): Promise<TouristTaxBody> {
  const collects = listing.collects_tourist_tax || (await isBusinessHost(db, listing.owner_id));
  if (!collects) return NO_TOURIST_TAX;
  const rates = listing.city ? await ratesOfCity(db, listing.city) : [];
  return touristTax({
    check_in: stay.check_in,
    check_out: stay.check_out,
    adults: party.adults,
    children: party.children,
    rates,
    rules: SERBIAN_TOURIST_TAX_RULES,
  });
}

/** `YYYY-MM` as the nights `[from, to)` of that month. */
function monthBounds(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

function linesOf(json: unknown): TouristTaxLine[] {
  const value = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  if (!value || typeof value !== 'object' || !('lines' in value)) return [];
  return Array.isArray(value.lines) ? (value.lines as TouristTaxLine[]) : [];
}

/** GET tourist-tax/report: per listing of the host, the month's person-nights and tax due. */
export async function touristTaxReport(
  db: Db,
  ownerId: number,
  month: string,
  locale: Locale,
): Promise<TouristTaxReport> {
  const { from, to } = monthBounds(month);
  const stays = await hostStaysInMonth(db, ownerId, from, to);
  const rows = new Map<number, TouristTaxReport['listings'][number]>();
  for (const stay of stays) {
    const counts = touristTaxMonth(linesOf(stay.tourist_tax), from, to);
    const row = rows.get(stay.listing_id) ?? {
      listing_id: stay.listing_id,
      listing_name: nameFor(locale, stay),
      city: stay.city,
      reservations: 0,
      person_nights: 0,
      full_person_nights: 0,
      reduced_person_nights: 0,
      exempt_person_nights: 0,
      tax_due: 0,
    };
    row.reservations += 1;
    row.person_nights += counts.person_nights;
    row.full_person_nights += counts.full_person_nights;
    row.reduced_person_nights += counts.reduced_person_nights;
    row.exempt_person_nights += counts.exempt_person_nights;
    row.tax_due += counts.tax_due;
    rows.set(stay.listing_id, row);
  }
  const listings = [...rows.values()];
  const totalDue = listings.reduce((sum, row) => sum + row.tax_due, 0);
  return { month, currency: 'RSD', listings, total_due: totalDue };
}

const CSV_COLUMNS = [
  'listing',
  'city',
  'reservations',
  'person_nights',
  'full_person_nights',
  'reduced_person_nights',
  'exempt_person_nights',
  'tax_due',
] as const;

/** The report as CSV (UTF-8 BOM, `;`), dinars with the language's decimal separator. */
export function touristTaxReportCsv(report: TouristTaxReport, locale: Locale): string {
  const t = createTranslator(locale);
  const separator = locale === 'en' ? '.' : ',';
  const header = CSV_COLUMNS.map((column) => t(`touristTax.report.${column}`));
  const rows = report.listings.map((row) => [
    row.listing_name,
    row.city ?? '',
    row.reservations,
    row.person_nights,
    row.full_person_nights,
    row.reduced_person_nights,
    row.exempt_person_nights,
    decimal(row.tax_due, separator),
  ]);
  return toCsv(header, rows);
}

/** The party and the frozen tax as a reservation's or inquiry's columns (0025-tourist-tax). */
export function bookingPartyColumns(
  request: { guests?: number | undefined; adults?: number | undefined; children?: number[] },
  tax: TouristTaxBody | undefined,
) {
  const party = partyOf(request);
  return {
    guests: party.guests,
    adults: party.adults,
    children_ages: JSON.stringify(party.children),
    tourist_tax_amount: tax?.amount ?? 0,
    tourist_tax: JSON.stringify(tax ?? NO_TOURIST_TAX),
  };
}

/** GET admin/tourist-tax-rates: every city's rates, by city and date. */
export function touristTaxRates(db: Db) {
  return listRates(db);
}

/** PUT admin/tourist-tax-rates: one rate per city and date, in a transaction (safe to repeat). */
export function putTouristTaxRate(db: Db, rate: TouristTaxRateBody) {
  return db.transaction().execute((trx) => upsertRate(trx, rate));
}

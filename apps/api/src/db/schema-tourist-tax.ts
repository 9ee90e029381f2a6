import type { Generated } from 'kysely';
import type { Defaulted, Json, Timestamp } from './column-types';

/* The tourist tax's tables and columns (0025-tourist-tax, docs/rules/tourist-tax.md). */

export type TouristTaxRatesTable = {
  id: Generated<number>;
  /** As the operator spelled it; `city_key` is it trimmed and lower-cased, for matching. */
  city: string;
  city_key: string;
  /** Para per person and night. */
  per_night: number;
  valid_from: string;
  updated_at: Timestamp;
};

/** On reservations and inquiries: the party and the tax frozen when the booking was made. */
export type BookingTouristTaxColumns = {
  /** Null on rows older than 0025: `guests` were all adults. */
  adults: Defaulted<number | null>;
  children_ages: Json;
  tourist_tax_amount: Defaulted<number>;
  /** `{ amount, currency, lines }` of @gazda/domain/tourist-tax, or null on older rows. */
  tourist_tax: Json;
};

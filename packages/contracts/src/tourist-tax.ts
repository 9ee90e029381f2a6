import { isLocalDate } from '@gazda/domain/dates';
import { MAX_CHILD_AGE } from '@gazda/domain/tourist-tax';
import { z } from './zod';

/*
 * The tourist tax (docs/rules/tourist-tax.md, issue #30 item 1). Binding for the app: the
 * operator's rates `{ city, per_night, valid_from }` (para per person and night) at
 * GET/PUT admin/tourist-tax-rates, and `tourist_tax: { amount, currency: "RSD", lines }` on a
 * quote, a booking and an inquiry. Paid on arrival: never part of `total` or `advance`.
 */
const dateSchema = z.string().refine(isLocalDate, { message: 'validation.date' });
const requestDate = dateSchema.refine((v) => v >= '1900-01-01' && v <= '2999-12-31', {
  message: 'validation.date',
});

export const touristTaxRateBodySchema = z.object({
  city: z.string().trim().min(1).max(100),
  per_night: z.number().int().min(0).max(10_000_000),
  valid_from: requestDate,
});
export type TouristTaxRateBody = z.infer<typeof touristTaxRateBodySchema>;

export const touristTaxRateSchema = touristTaxRateBodySchema.extend({
  id: z.number().int(),
  valid_from: dateSchema,
});
export type TouristTaxRateItem = z.infer<typeof touristTaxRateSchema>;

const childAge = z.number().int().min(0).max(MAX_CHILD_AGE);

/** In a body: the children's ages on the arrival date. */
export const childrenBodySchema = z.array(childAge).max(20);

/** In a query: `children=4,9` (ages on the arrival date); empty for none. */
export const childrenQuerySchema = z
  .string()
  .max(100)
  .transform((s) => (s.trim() === '' ? [] : s.split(',').map((age) => Number(age.trim()))))
  .pipe(childrenBodySchema);

export const adultsSchema = z.coerce.number().int().min(1).max(50);

const touristTaxLineSchema = z.object({
  category: z.enum(['adult', 'child_reduced', 'child_exempt', 'long_stay_exempt']),
  persons: z.number().int(),
  from: dateSchema,
  to: dateSchema,
  nights: z.number().int(),
  per_night: z.number().int(),
  share_percent: z.number().int(),
  unit: z.number().int(),
  amount: z.number().int(),
});

export const touristTaxSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('RSD'),
  lines: z.array(touristTaxLineSchema),
});
export type TouristTaxBody = z.infer<typeof touristTaxSchema>;

export const touristTaxReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.invalid' }),
});

/** One listing's month: person-nights taxed and exempt, and the tax due, in para. */
const touristTaxReportRowSchema = z.object({
  listing_id: z.number().int(),
  listing_name: z.string(),
  city: z.string().nullable(),
  reservations: z.number().int(),
  person_nights: z.number().int(),
  full_person_nights: z.number().int(),
  reduced_person_nights: z.number().int(),
  exempt_person_nights: z.number().int(),
  tax_due: z.number().int(),
});
export const touristTaxReportSchema = z.object({
  month: z.string(),
  currency: z.literal('RSD'),
  listings: z.array(touristTaxReportRowSchema),
  total_due: z.number().int(),
});
export type TouristTaxReport = z.infer<typeof touristTaxReportSchema>;

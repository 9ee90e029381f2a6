import { AVAILABILITY_LIMITS as LIMITS } from '@gazda/domain/availability-rules';
import { MAX_AMOUNT_MINOR } from '@gazda/domain/money';
import { z } from './zod';

/*
 * The listing wizard's steps, one schema each (listings.ts lists the steps per category): a PATCH
 * validates only its own step, and a step is complete when its schema passes on the stored
 * listing. The form of each step and the server's route use the same schema.
 */

const localized = (max: number) =>
  z
    .object({
      sr: z.string().trim().max(max).default(''),
      en: z.string().trim().max(max).default(''),
    })
    .refine((v) => v.sr.length > 0 || v.en.length > 0, { message: 'validation.fill_one_of' });

export const infoStepSchema = z.object({
  name: localized(120),
  description: localized(5000),
  subcategory_id: z.number().int().positive(),
});

export const bedTypes = ['single', 'double', 'queen', 'king', 'sofa_bed', 'bunk', 'crib'] as const;
export const parkingOptions = [
  'garage',
  'street',
  'secure',
  'accessible',
  'electric_charging',
] as const;

export const parkingSchema = z
  .object({
    availability: z.enum(['no', 'paid', 'free']),
    reservation: z.enum(['not_needed', 'not_available', 'needed']).nullable().default(null),
    price: z.number().int().min(0).max(100_000_00).nullable().default(null),
    price_type: z.enum(['per_day', 'per_stay']).nullable().default(null),
    space: z.enum(['private', 'public']).nullable().default(null),
    type: z.enum(['on_site', 'off_site']).nullable().default(null),
    options: z.array(z.enum(parkingOptions)).max(parkingOptions.length).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.availability !== 'paid') return;
    if (p.price === null)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.required' });
    if (p.price_type === null)
      ctx.addIssue({ code: 'custom', path: ['price_type'], message: 'validation.required' });
  });

export const propertyStepSchema = z.object({
  max_guests: z.number().int().min(1).max(50),
  area_m2: z.number().int().min(1).max(10_000),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().int().min(0).max(50),
  rooms: z
    .array(
      z.object({
        beds: z
          .array(z.object({ type: z.enum(bedTypes), count: z.number().int().min(1).max(20) }))
          .min(1),
      }),
    )
    .min(1)
    .max(50),
  parking: parkingSchema,
});

/** 'Knez Mihailova 34', 'Bulevar oslobođenja 12a', 'Njegoševa 5/2': a street, then a number. */
export const STREET_AND_NUMBER = /^\p{L}[\p{L}\p{N} .'-]*\s\d+[\p{L}]?(\/\d+[\p{L}]?)?$/u;

export const locationStepSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().trim().min(1).min(2).max(100),
  street_and_number: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(STREET_AND_NUMBER, { message: 'validation.street_and_number' }),
  floor: z.number().int().min(-5).max(200).nullable().default(null),
  suite_number: z.string().trim().max(20).nullable().default(null),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const tagsStepSchema = z.object({
  tag_ids: z.array(z.number().int().positive()).min(1, { message: 'validation.tags_required' }),
});

const percent = z.number().int().min(0).max(90).nullable().default(null);
const minorAmount = z.number().int().min(1).max(MAX_AMOUNT_MINOR);

export const pricingStepSchema = z.object({
  currency: z.enum(['EUR', 'RSD']),
  base_price: minorAmount,
  weekend_price: minorAmount.nullable().default(null),
  extra_guest_price: minorAmount.nullable().default(null),
  extra_guest_threshold: z.number().int().min(1).max(49).nullable().default(null),
  weekly_discount_percent: percent,
  monthly_discount_percent: percent,
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });
const stay = z.number().int().min(1).max(365);

const between = (limit: { min: number; max: number }) =>
  z.number().int().min(limit.min).max(limit.max);
/** Weekdays 0–6 (0 = Sunday, as `min_stay_by_weekday`), each at most once. */
const weekdays = z
  .array(z.number().int().min(0).max(6))
  .max(7)
  .refine((days) => new Set(days).size === days.length, { message: 'validation.invalid' });

/**
 * The availability rules of docs/rules/availability.md (@gazda/domain/availability-rules). In a
 * PATCH each may be left out and keeps its stored value, so a client that does not know them
 * (an older panel) saves the step without clearing them.
 */
export const availabilityRulesSchema = z.object({
  max_stay: between(LIMITS.max_stay).nullable(),
  advance_notice_days: between(LIMITS.advance_notice_days),
  same_day_cutoff: hhmm.nullable(),
  preparation_nights: between(LIMITS.preparation_nights),
  booking_window_days: between(LIMITS.booking_window_days).nullable(),
  closed_to_arrival: weekdays,
  closed_to_departure: weekdays,
});
export type AvailabilityRulesBody = z.infer<typeof availabilityRulesSchema>;

export const reservationStepSchema = z.object({
  ...availabilityRulesSchema.partial().shape,
  booking_mode: z.enum(['instant', 'inquiry']),
  min_stay: stay,
  min_stay_by_weekday: z
    .partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), stay)
    .default({}),
  weekend_min_stay: stay.nullable().default(null),
  check_in_from: hhmm,
  check_in_to: hhmm,
  check_out_until: hhmm,
  /**
   * The host collects the tourist tax though not a business (docs/rules/tourist-tax.md); left out,
   * the stored value stays.
   */
  collects_tourist_tax: z.boolean().optional(),
});

export const termsStepSchema = z.object({
  terms_accepted: z.literal(true, { message: 'validation.terms' }),
});

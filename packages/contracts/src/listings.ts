import { categoryConsts, type CategoryConst } from './categories';
import { pageQuerySchema } from './common';
import {
  availabilityRulesSchema,
  bedTypes,
  infoStepSchema,
  locationStepSchema,
  parkingSchema,
  pricingStepSchema,
  propertyStepSchema,
  reservationStepSchema,
  tagsStepSchema,
  termsStepSchema,
} from './listing-steps';
import { z } from './zod';

// The wizard's step bodies live in listing-steps.ts; importers of the listings contract get them here.
export * from './listing-steps';

export type { CategoryConst };

/*
 * The listing wizard as a typed list of steps (sharetribe style): each step has one schema, a PATCH
 * validates only its own step, and a step is complete when its schema passes on the stored listing.
 */
const categoryConstSchema = z.enum(categoryConsts);

const listingSteps = [
  'info',
  'property',
  'location',
  'tags',
  'gallery',
  'pricing',
  'reservation',
  'terms',
  'activity',
] as const;
export type ListingStep = (typeof listingSteps)[number];

/**
 * Which steps apply to which category (documented in docs/listings.md): attractions and
 * restaurants have no rooms, nightly pricing or stay rules; they are listed, not booked by night.
 */
export const stepsByCategory: Record<CategoryConst, readonly ListingStep[]> = {
  apartment: listingSteps,
  attraction: ['info', 'location', 'tags', 'gallery', 'terms', 'activity'],
  restaurant: ['info', 'location', 'tags', 'gallery', 'terms', 'activity'],
};

const listingStatuses = ['draft', 'pending', 'pending_fix', 'listed', 'unlisted'] as const;
const listingStatusSchema = z.enum(listingStatuses);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/* ---- Answers ---------------------------------------------------------------------------- */

const localizedTextSchema = z.object({ sr: z.string(), en: z.string() });

export const categorySchema = z.object({
  id: z.number().int(),
  const: categoryConstSchema,
  name: z.string(),
  icon: z.string(),
  /** Only with `?with_user_count=1`: how many listings the user has in this category. */
  ads_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const namedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
});
export const countrySchema = z.object({ code: z.string(), name: z.string() });

/** A resized WebP copy of a photo (for `srcset`): its URL and size in pixels. */
export const photoSourceSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  /** WebP renditions, narrowest first (480, 960 and 1600 px wide, capped at the photo's width). */
  sources: z.array(photoSourceSchema),
});
export type Photo = z.infer<typeof photoSchema>;

const nullableInt = z.number().int().nullable();

/** The host's listing as `panel/ads/{id}` answers it; fields of steps not yet saved are null. */
export const listingSchema = z.object({
  id: z.number().int(),
  category: categoryConstSchema,
  status: listingStatusSchema,
  /** Per language, '1' shown on the public site, '0' hidden (shown as Unlisted in the panel). */
  active: z.object({ sr: z.enum(['0', '1']), en: z.enum(['0', '1']) }),
  approve_errors: z.object({ errors: localizedTextSchema }).nullable(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  subcategory_id: nullableInt,
  max_guests: nullableInt,
  area_m2: nullableInt,
  bedrooms: nullableInt,
  bathrooms: nullableInt,
  rooms: z.array(
    z.object({ beds: z.array(z.object({ type: z.enum(bedTypes), count: z.number().int() })) }),
  ),
  parking: parkingSchema.nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  street_and_number: z.string().nullable(),
  floor: nullableInt,
  suite_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  tag_ids: z.array(z.number().int()),
  photos: z.array(photoSchema),
  currency: z.enum(['EUR', 'RSD']),
  base_price: nullableInt,
  weekend_price: nullableInt,
  extra_guest_price: nullableInt,
  extra_guest_threshold: nullableInt,
  weekly_discount_percent: nullableInt,
  monthly_discount_percent: nullableInt,
  booking_mode: z.enum(['instant', 'inquiry']).nullable(),
  min_stay: z.number().int(),
  min_stay_by_weekday: z.partialRecord(
    z.enum(['0', '1', '2', '3', '4', '5', '6']),
    z.number().int(),
  ),
  weekend_min_stay: nullableInt,
  check_in_from: z.string().nullable(),
  check_in_to: z.string().nullable(),
  check_out_until: z.string().nullable(),
  ...availabilityRulesSchema.shape,
  /** docs/rules/tourist-tax.md: the host turned the tax on (a business host collects it anyway). */
  collects_tourist_tax: z.boolean(),
  terms_accepted: z.boolean(),
  /** The steps of this category whose data is complete, and the first one that is not. */
  completed_steps: z.array(z.enum(listingSteps)),
  first_incomplete_step: z.enum(listingSteps).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingStepBodySchemas = {
  info: infoStepSchema,
  property: propertyStepSchema,
  location: locationStepSchema,
  tags: tagsStepSchema,
  pricing: pricingStepSchema,
  reservation: reservationStepSchema,
  terms: termsStepSchema,
} as const;
export type SavableStep = keyof typeof listingStepBodySchemas;

/** PATCH panel/ads/{id}: `step` and that step's fields; only that step is validated. */
export const patchListingBodySchema = z.discriminatedUnion('step', [
  infoStepSchema.extend({ step: z.literal('info') }),
  propertyStepSchema.extend({ step: z.literal('property') }),
  locationStepSchema.extend({ step: z.literal('location') }),
  tagsStepSchema.extend({ step: z.literal('tags') }),
  pricingStepSchema.extend({ step: z.literal('pricing') }),
  reservationStepSchema.extend({ step: z.literal('reservation') }),
  termsStepSchema.extend({ step: z.literal('terms') }),
]);
export type PatchListingBody = z.infer<typeof patchListingBodySchema>;

export const createListingBodySchema = z.object({ category: categoryConstSchema });

export const requestFixBodySchema = z.object({
  errors: z.object({
    sr: z.string().trim().min(1).max(2000),
    en: z.string().trim().min(1).max(2000),
  }),
});

/* ---- Queries, bodies and answers of the listing calls beyond the step schemas ---------- */

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** GET panel/ads/categories[?with_user_count=1]: the user's own counts instead of listed ones. */
export const categoriesQuerySchema = z.object({ with_user_count: flag });

/** GET panel/ads and panel/ads/category-const/{const}: the user's listings, newest first. */
export const listingListQuerySchema = pageQuerySchema.extend({
  category: categoryConstSchema.optional(),
  status: listingStatusSchema.optional(),
  /** Part of the name in either language, case-insensitive. */
  search: z.string().trim().max(100).optional(),
});
export type ListingListQuery = z.infer<typeof listingListQuerySchema>;

/** PUT panel/ads/{id}/photos/order: every photo id of the listing, once, in the new order. */
export const photoOrderBodySchema = z.object({
  ids: z.array(z.number().int().positive()).max(100),
});

/** POST panel/ads/{id}/delete-confirm: `expires` and `signature` of the mailed link. */
export const deleteConfirmBodySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { message: 'listings.delete_link_invalid' }),
});

/** One entry of the listing's activity log (docs/rules/decisions.md §8). */
export const listingActivityEntrySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  field: z.string().nullable(),
  kind: z.enum(['created', 'changed', 'deleted']),
  from: z.unknown(),
  to: z.unknown(),
  actor: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type ListingActivityEntry = z.infer<typeof listingActivityEntrySchema>;

/** GET admin/ads?status=pending: the review queue, oldest submission first. */
export const adminListingsQuerySchema = pageQuerySchema.extend({
  status: listingStatusSchema.default('pending'),
});

export const adminListingSchema = listingSchema.extend({
  owner: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  submitted_at: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

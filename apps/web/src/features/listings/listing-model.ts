import { NO_AVAILABILITY_RULES } from '@gazda/domain/availability-rules';
import {
  stepsByCategory,
  type CategoryConst,
  type Listing,
  type ListingStatus,
  type ListingStep,
} from '@gazda/contracts/listings';
import { allowedActions } from '@gazda/domain/state-machines/machine';
import { listingMachine, type ListingAction } from '@gazda/domain/state-machines/listing';
import { contentLocale, nameFor, type Locale } from '@gazda/i18n/locales';

/*
 * What the listing screens derive from a listing: the status a person sees, the title, which
 * steps apply and which are reached, and which status buttons the owner gets (from the domain's
 * transition table, so the panel never offers what the server refuses).
 */

/** A listed listing hidden in this language (`active[lang] === '0'`) shows as Unlisted. */
export function displayStatus(
  listing: Pick<Listing, 'status' | 'active'>,
  locale: Locale,
): ListingStatus {
  if (listing.status === 'listed' && listing.active[contentLocale(locale)] === '0')
    return 'unlisted';
  return listing.status;
}

/**
 * docs/rules/screens.md "Look": draft grey-blue, pending amber, pending_fix red, listed green,
 * unlisted grey.
 */
export const statusColor: Record<ListingStatus, string> = {
  draft: 'indigo',
  pending: 'yellow',
  pending_fix: 'red',
  listed: 'green',
  unlisted: 'gray',
};

/** A draft is filled step by step (Back / Continue); any other status is edited (Update). */
export function isNewListing(status: ListingStatus): boolean {
  return status === 'draft';
}

/** The name in the current language, else in the other one, else null ("New listing"). */
export function listingName(listing: Pick<Listing, 'name'>, locale: Locale): string | null {
  return nameFor(locale, { name_sr: listing.name.sr, name_en: listing.name.en }).trim() || null;
}

export function stepsOf(category: CategoryConst): readonly ListingStep[] {
  return stepsByCategory[category];
}

export function isListingStep(value: string | undefined): value is ListingStep {
  return stepsByCategory.apartment.includes(value as ListingStep);
}

/** Opening a listing without a step resumes at its first incomplete step (or the first step). */
export function resumeStep(
  listing: Pick<Listing, 'category' | 'first_incomplete_step'>,
): ListingStep {
  const steps = stepsOf(listing.category);
  const first = listing.first_incomplete_step;
  return first && steps.includes(first) ? first : (steps[0] ?? 'info');
}

/**
 * Steps a person may open from the stepper: every step once the listing left draft; for a draft
 * the completed ones and everything up to the first incomplete step (activity is always open).
 */
export function reachedSteps(listing: Listing): Set<ListingStep> {
  const steps = stepsOf(listing.category);
  if (!isNewListing(listing.status)) return new Set(steps);
  const limit = steps.indexOf(resumeStep(listing));
  const reached = new Set<ListingStep>(listing.completed_steps);
  steps.forEach((step, index) => {
    if (index <= limit || step === 'activity') reached.add(step);
  });
  return reached;
}

/** The last step that holds data: a draft is submitted for review from it. */
export function lastDataStep(category: CategoryConst): ListingStep {
  const steps = stepsOf(category).filter((step) => step !== 'activity');
  return steps[steps.length - 1] ?? 'terms';
}

/**
 * The status buttons of the owner (docs/rules/decisions.md §3); the server refuses the rest with
 * 409.
 */
export function ownerActions(status: ListingStatus): ListingAction[] {
  return allowedActions(listingMachine, status, 'owner');
}

const CALENDAR_STATUSES: readonly ListingStatus[] = [
  'pending',
  'pending_fix',
  'listed',
  'unlisted',
];

/** docs/rules/product.md §2: the calendar button for apartments once submitted. */
export function hasCalendar(listing: Pick<Listing, 'category' | 'status'>): boolean {
  return listing.category === 'apartment' && CALENDAR_STATUSES.includes(listing.status);
}

/** The id of a listing not created yet: the create page holds the first step until its save. */
export const NEW_LISTING_ID = 0;

export const isUnsaved = (listing: Pick<Listing, 'id'>) => listing.id === NEW_LISTING_ID;

/**
 * What the create page shows before anything is saved (issue #26 item 5): an empty draft of the
 * category that exists only in the panel; the first step's save creates it on the server.
 */
export function blankListing(category: CategoryConst, now: string): Listing {
  return {
    id: NEW_LISTING_ID,
    category,
    status: 'draft',
    active: { sr: '1', en: '1' },
    approve_errors: null,
    name: { sr: '', en: '' },
    description: { sr: '', en: '' },
    subcategory_id: null,
    max_guests: null,
    area_m2: null,
    bedrooms: null,
    bathrooms: null,
    rooms: [],
    parking: null,
    country: null,
    city: null,
    street_and_number: null,
    floor: null,
    suite_number: null,
    latitude: null,
    longitude: null,
    tag_ids: [],
    photos: [],
    currency: 'EUR',
    base_price: null,
    weekend_price: null,
    extra_guest_price: null,
    extra_guest_threshold: null,
    weekly_discount_percent: null,
    monthly_discount_percent: null,
    booking_mode: null,
    min_stay: 1,
    min_stay_by_weekday: {},
    weekend_min_stay: null,
    check_in_from: null,
    check_in_to: null,
    check_out_until: null,
    ...NO_AVAILABILITY_RULES,
    closed_to_arrival: [],
    closed_to_departure: [],
    collects_tourist_tax: false,
    terms_accepted: false,
    completed_steps: [],
    first_incomplete_step: stepsByCategory[category][0] ?? null,
    created_at: now,
    updated_at: now,
  };
}

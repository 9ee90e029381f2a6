import {
  listingStepBodySchemas,
  stepsByCategory,
  type Listing,
  type ListingStep,
  type SavableStep,
} from '@gazda/contracts/listings';

/** A listing as answered, before its completeness is added. */
export type ListingData = Omit<Listing, 'completed_steps' | 'first_incomplete_step'>;
type Completeness = Pick<Listing, 'completed_steps' | 'first_incomplete_step'>;

/** The listing's values of one step, named as that step's PATCH body names them. */
function stepValues(step: SavableStep, listing: ListingData): Record<string, unknown> {
  const fields = Object.keys(listingStepBodySchemas[step].shape) as (keyof ListingData)[];
  return Object.fromEntries(fields.map((field) => [field, listing[field]]));
}

/**
 * A step is complete when its contract schema passes on the stored values (the same schema that
 * validates its PATCH); the gallery when it has a photo; terms when accepted; activity always.
 */
function isStepComplete(step: ListingStep, listing: ListingData): boolean {
  if (step === 'activity') return true;
  if (step === 'gallery') return listing.photos.length > 0;
  return listingStepBodySchemas[step].safeParse(stepValues(step, listing)).success;
}

/** The steps of the listing's category that are complete, and the first one that is not. */
export function listingCompleteness(listing: ListingData): Completeness {
  const steps = stepsByCategory[listing.category];
  const completed_steps = steps.filter((step) => isStepComplete(step, listing));
  const first_incomplete_step = steps.find((step) => !completed_steps.includes(step)) ?? null;
  return { completed_steps, first_incomplete_step };
}

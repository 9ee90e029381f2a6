// The listings slice in Serbian: the same parts as ../../en/listings/index.ts, each checked
// against its English twin.
import { listingsCore } from './core';
import { listingsForm } from './form';
import { listingsList } from './list';

export const listings = {
  ...listingsCore,
  ...listingsForm,
  ...listingsList,
};

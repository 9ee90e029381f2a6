// The listings slice in English: the server's texts and what the most visited pages show (./core),
// the panel's form (./form), its lists and the verify page (./list). Every key starts `listings.`.
import { listingsCore } from './core';
import { listingsForm } from './form';
import { listingsList } from './list';

export const listings = {
  ...listingsCore,
  ...listingsForm,
  ...listingsList,
};

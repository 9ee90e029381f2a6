// The messages the most visited pages add to the first screens' (../first-screens): the panel's
// shell with the dashboard, a listing's calendar and a listing's public page (with its booking
// form), in English. Those pages wait for this part only (../load.ts, apps/web/src/app/routes.tsx);
// every other screen waits for all messages (../messages/en.ts). The slices are the ones
// apps/web/src/app/most-visited-messages.test.ts finds in those pages' code.
import { bookingPanel } from '../messages/en/booking-panel';
import { calendar } from '../messages/en/calendar';
import { dashboard } from '../messages/en/dashboard';
import { listingsCore } from '../messages/en/listings/core';
import { messages } from '../messages/en/messages';
import { touristTax } from '../messages/en/tourist-tax';

export const en = {
  ...bookingPanel,
  ...calendar,
  ...dashboard,
  ...listingsCore,
  ...messages,
  ...touristTax,
};

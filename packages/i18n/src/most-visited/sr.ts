// The messages the most visited pages add to the first screens' (../first-screens): the panel's
// shell with the dashboard, a listing's calendar and a listing's public page (with its booking
// form), in Serbian. Those pages wait for this part only (../load.ts, apps/web/src/app/routes.tsx);
// every other screen waits for all messages (../messages/sr.ts). The slices are the ones
// apps/web/src/app/most-visited-messages.test.ts finds in those pages' code.
import { bookingPanel } from '../messages/sr/booking-panel';
import { calendar } from '../messages/sr/calendar';
import { dashboard } from '../messages/sr/dashboard';
import { listingsCore } from '../messages/sr/listings/core';
import { messages } from '../messages/sr/messages';
import { touristTax } from '../messages/sr/tourist-tax';

export const sr = {
  ...bookingPanel,
  ...calendar,
  ...dashboard,
  ...listingsCore,
  ...messages,
  ...touristTax,
};

// The Serbian (Latin script) catalogue: one file per slice under ./sr, merged here. Default locale.
import type { en } from './en';
import { auth } from './sr/auth';
import { bookingPanel } from './sr/booking-panel';
import { bookings } from './sr/bookings';
import { calendar } from './sr/calendar';
import { calendarEditor } from './sr/calendar-editor';
import { common } from './sr/common';
import { dashboard } from './sr/dashboard';
import { errors } from './sr/errors';
import { listingForm } from './sr/listing-form';
import { listings } from './sr/listings';
import { mail } from './sr/mail';
import { nav } from './sr/nav';
import { notFound } from './sr/not-found';
import { settings } from './sr/settings';
import { upload } from './sr/upload';
import { validation } from './sr/validation';

export const sr = {
  ...auth,
  ...bookingPanel,
  ...bookings,
  ...calendar,
  ...calendarEditor,
  ...common,
  ...dashboard,
  ...errors,
  ...listingForm,
  ...listings,
  ...mail,
  ...nav,
  ...notFound,
  ...settings,
  ...upload,
  ...validation,
} satisfies Record<keyof typeof en, string>;

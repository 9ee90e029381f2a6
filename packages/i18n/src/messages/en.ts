// The English catalogue: one file per slice under ./en, merged here. English is the fallback.
import { auth } from './en/auth';
import { bookingPanel } from './en/booking-panel';
import { bookings } from './en/bookings';
import { calendar } from './en/calendar';
import { calendarEditor } from './en/calendar-editor';
import { common } from './en/common';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { listingForm } from './en/listing-form';
import { listings } from './en/listings';
import { mail } from './en/mail';
import { nav } from './en/nav';
import { notFound } from './en/not-found';
import { settings } from './en/settings';
import { upload } from './en/upload';
import { validation } from './en/validation';

export const en = {
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
};

// The Serbian (Latin script) catalogue: one file per slice under ./sr, merged here. Default locale.
import type { en } from './en';
import { admin } from './sr/admin';
import { account } from './sr/account';
import { activityLog } from './sr/activity-log';
import { accountDeletion } from './sr/account-deletion';
import { auth } from './sr/auth';
import { bookingPanel } from './sr/booking-panel';
import { bookings } from './sr/bookings';
import { calendar } from './sr/calendar';
import { common } from './sr/common';
import { dashboard } from './sr/dashboard';
import { errors } from './sr/errors';
import { governmentId } from './sr/government-id';
import { guestRegistration } from './sr/guest-registration';
import { insights } from './sr/insights';
import { touristTax } from './sr/tourist-tax';
import { listings } from './sr/listings/index';
import { loadError } from './sr/load-error';
import { mail } from './sr/mail';
import { messages } from './sr/messages';
import { nav } from './sr/nav';
import { notFound } from './sr/not-found';
import { payments } from './sr/payments';
import { payouts } from './sr/payouts';
import { socialLogin } from './sr/social-login';
import { tv } from './sr/tv';
import { upload } from './sr/upload';
import { validation } from './sr/validation';

export const sr = {
  ...admin,
  ...account,
  ...activityLog,
  ...accountDeletion,
  ...auth,
  ...bookingPanel,
  ...bookings,
  ...calendar,
  ...common,
  ...dashboard,
  ...errors,
  ...governmentId,
  ...guestRegistration,
  ...insights,
  ...touristTax,
  ...listings,
  ...loadError,
  ...mail,
  ...messages,
  ...nav,
  ...notFound,
  ...payments,
  ...payouts,
  ...socialLogin,
  ...tv,
  ...upload,
  ...validation,
} satisfies Record<keyof typeof en, string>;

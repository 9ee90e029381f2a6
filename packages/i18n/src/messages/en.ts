// The English catalogue: one file per slice under ./en, merged here. English is the fallback.
import { admin } from './en/admin';
import { account } from './en/account';
import { activityLog } from './en/activity-log';
import { accountDeletion } from './en/account-deletion';
import { auth } from './en/auth';
import { bookingPanel } from './en/booking-panel';
import { bookings } from './en/bookings';
import { calendar } from './en/calendar';
import { common } from './en/common';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { governmentId } from './en/government-id';
import { guestRegistration } from './en/guest-registration';
import { insights } from './en/insights';
import { touristTax } from './en/tourist-tax';
import { listings } from './en/listings/index';
import { loadError } from './en/load-error';
import { mail } from './en/mail';
import { messages } from './en/messages';
import { nav } from './en/nav';
import { notFound } from './en/not-found';
import { payments } from './en/payments';
import { payouts } from './en/payouts';
import { socialLogin } from './en/social-login';
import { tv } from './en/tv';
import { upload } from './en/upload';
import { validation } from './en/validation';

export const en = {
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
};

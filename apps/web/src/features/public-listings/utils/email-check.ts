import {
  bookingRefusal,
  EMAIL_NOT_VERIFIED,
  type BookingAccount,
} from '@gazda/domain/booking-eligibility';
import { ApiError } from '../../../lib/api-client';

/**
 * The logged-in guest as the route knows them: the auth feature's `me` and its resend call come
 * through the route, as features do not import each other.
 */
export type GuestAccount = {
  /** `me` as cached after a login or a visit to the panel; undefined when not known. */
  user: BookingAccount | undefined;
  /** Mails the verification link again (202; 429 when asked again within a minute). */
  resendVerification: () => Promise<void>;
};

/** The server's 403 `email_not_verified` to a booking or an inquiry (issue #23). */
export function isEmailRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED;
}

/** Known before Book is pressed, by the domain's rule, the one the server applies. */
export function knownUnverified(account: GuestAccount | undefined): boolean {
  return account?.user !== undefined && bookingRefusal(account.user) === EMAIL_NOT_VERIFIED;
}

/** The API's error code when an unverified address books or inquires; the panel recognises it. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** Why an account may not book or send an inquiry yet. */
type BookingRefusal = typeof EMAIL_NOT_VERIFIED;

export type BookingAccount = { email_verified_at: Date | string | null };

/**
 * A guest books or inquires only from a verified address (issue #23): a booking mails the host,
 * and an address nobody has confirmed may be someone else's. null: the account may book. The
 * operator's and the host's manual reservations are not the guest's own and do not ask.
 */
export function bookingRefusal(account: BookingAccount): BookingRefusal | null {
  return account.email_verified_at ? null : EMAIL_NOT_VERIFIED;
}

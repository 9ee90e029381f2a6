import type { User } from '@gazda/contracts/user';
import type { UserDetailsRow, UserRow } from '../../db/schema';
import { maskNumber } from './account-masking';
import { emailChangeExpires } from './email-change-link';
import { mailPreferencesOf } from './mail-preferences';

export type UserCounts = { payoutsCount: number; apartmentCount: number; hasUserDetails: boolean };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The address asked for, while its link can still be opened (after that, nothing is pending). */
function pendingEmail(row: UserRow, now: Date): string | null {
  if (!row.pending_email || !row.email_change_sent_at) return null;
  return emailChangeExpires(row.email_change_sent_at) * 1000 > now.getTime()
    ? row.pending_email
    : null;
}

/** The User shape of docs/rules/api.md (contracts/user.ts) from a users row and its counts. */
export function presentUser(
  row: UserRow,
  counts: UserCounts,
  details: UserDetailsRow | undefined = undefined,
  now: Date = new Date(),
): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    media_avatar: row.avatar_url ? { original_url: row.avatar_url } : null,
    email_verified_at: iso(row.email_verified_at),
    pending_email: pendingEmail(row, now),
    id_verified_at: iso(row.id_verified_at),
    // Uploaded pictures count, whether still under review or verified; rejected ones do not.
    hasGovernmentId:
      row.government_id_status === 'under_review' || row.government_id_status === 'verified',
    governmentIdStatus: row.government_id_status,
    payoutsCount: counts.payoutsCount,
    hasUserDetails: counts.hasUserDetails,
    apartmentCount: counts.apartmentCount,
    account_type: row.account_type,
    details: details ? presentDetails(details) : null,
    settings: {
      lang: row.lang,
      notifications: row.notifications,
      mails: mailPreferencesOf(row.mail_preferences),
    },
    rolesAndPermissions: { roles: row.roles },
  };
}

/** The JMBG masked but for its last 3 digits (contracts/user.ts userDetailsSchema). */
function presentDetails(details: UserDetailsRow): NonNullable<User['details']> {
  return {
    jmbg: maskNumber(details.jmbg),
    city: details.city,
    street_and_number: details.street_and_number,
    pib: details.pib,
    mb: details.mb,
    business_name: details.business_name,
  };
}

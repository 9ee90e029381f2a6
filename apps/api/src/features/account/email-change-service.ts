import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { tooManyAttempts, validation } from '../../errors';
import { transactionWithMails, type TransactionMails } from '../../mail/mail-transaction';
import { recordChanges } from '../activity-log/activity-log-service';
import { signingKey } from '../secrets/signing-key';
import { onceWithin } from '../throttle/throttle';
import {
  emailChangeLink,
  emailChangeLinkValid,
  type EmailChangeLinkParts,
} from './email-change-link';
import {
  queueEmailChangeAttempt,
  queueEmailChangeLink,
  queueEmailChanged,
} from './email-change-mails';
import { findUserByEmail, findUserById, lockUser, updateUser } from './users-repository';

/** One e-mail change mail a minute per account, as for the other link mails. */
const EMAIL_CHANGE_MAIL_EVERY_MS = 60_000;
/** At most one "someone tried to use your address" mail an hour to one address's owner. */
const EMAIL_CHANGE_ATTEMPT_MAIL_EVERY_MS = 60 * 60_000;

export const invalidEmailChangeLink = () =>
  validation({ link: ['account.email_change.invalid_link'] });
const addressTaken = () => validation({ email: ['account.email_change.taken'] });

/**
 * Issue #23 item 4: asking for a new address tells nothing about it. Whether or not it has an
 * account, it becomes the pending address and the answer is the same; only its mailbox learns
 * the rest: a free address gets the confirmation link, a taken one's owner the "someone tried to
 * use your address" notice without a link. Runs in the account's transaction with the user
 * locked (the caller's), so the mail exists exactly when the request does. `key` is the link key,
 * read before the transaction. Over one a minute: 429, whatever the address.
 */
export async function requestEmailChange(
  deps: Pick<Deps, 'config'>,
  mails: TransactionMails,
  user: Pick<UserRow, 'id' | 'first_name' | 'lang'>,
  email: string,
  key: string,
  now: Date,
): Promise<void> {
  const { db } = mails;
  const last = (await findUserById(db, user.id))?.email_change_sent_at;
  if (last && now.getTime() - last.getTime() < EMAIL_CHANGE_MAIL_EVERY_MS)
    throw tooManyAttempts((last.getTime() + EMAIL_CHANGE_MAIL_EVERY_MS - now.getTime()) / 1000);
  await updateUser(db, user.id, { pending_email: email, email_change_sent_at: now }, now);
  const owner = await findUserByEmail(db, email);
  if (!owner) {
    const link = emailChangeLink(deps.config.appUrl, key, user.id, {
      pendingEmail: email,
      sentAt: now,
    });
    await queueEmailChangeLink(mails, user, email, link);
    return;
  }
  // Not the owner's row locked (two accounts asking for each other's address would deadlock):
  // two attempts at once may both mail, which the hourly limit can afford.
  const throttleKey = `email-change-attempt-mail|${owner.id}`;
  if (!(await onceWithin(db, throttleKey, now, EMAIL_CHANGE_ATTEMPT_MAIL_EVERY_MS))) return;
  await queueEmailChangeAttempt(mails, owner);
}

/**
 * GET email/change/{id}/{hash}: the link mailed to the new address. No login: the signature, the
 * pending address and the request's time prove it; it works once (the pending address is cleared).
 * Sets the address as verified, logs the change and mails the old address, in one transaction.
 * An address another account took meanwhile: 422, and nothing changes.
 */
export async function confirmEmailChange(
  deps: Deps,
  parts: EmailChangeLinkParts,
): Promise<{ email: string }> {
  const now = deps.now();
  const key = await signingKey(deps.db);
  let changed;
  try {
    changed = await transactionWithMails(deps, async (trx, mails) => {
      await lockUser(trx, parts.id);
      const user = await findUserById(trx, parts.id);
      const pending = user?.pending_email;
      const sentAt = user?.email_change_sent_at;
      // An erased account keeps nothing pending; checked too in case of an older erasure.
      if (!user || user.deleted_at || !pending || !sentAt) throw invalidEmailChangeLink();
      if (!emailChangeLinkValid(key, parts, { pendingEmail: pending, sentAt }, now))
        throw invalidEmailChangeLink();
      if (await findUserByEmail(trx, pending)) throw addressTaken();
      const row = await updateUser(
        trx,
        user.id,
        {
          email: pending,
          email_verified_at: now,
          pending_email: null,
          verification_resent_at: null,
        },
        now,
      );
      await recordChanges(
        trx,
        { userId: user.id, actorId: user.id, entity: 'user', entityId: user.id },
        [{ field: 'email', from: user.email, to: pending }],
        now,
      );
      await queueEmailChanged(mails, user, pending);
      return row;
    });
  } catch (error) {
    // Another account took the address between our check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
  deps.userEvents.userUpdated(changed.id);
  return { email: changed.email };
}

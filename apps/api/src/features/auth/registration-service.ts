import type { RegisterBody } from '@gazda/contracts/auth';
import type { Locale } from '@gazda/i18n/locales';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { claimVerificationResend, findUserByEmail, insertUser } from '../account/user-service';
import { sendRegistrationAttemptMail, sendVerificationMail } from './auth-mails';
import { assertNotGuessable, personalWords } from './password-policy';
import { hashPassword } from '../../crypto/passwords';

/** Registering an unverified address again re-sends its link, at most once a minute. */
const REGISTER_RESEND_EVERY_MS = 60_000;

/**
 * Issue #10 item 6: register says nothing about whether the address has an account. Every valid
 * body gets the same 202 and the address's mailbox gets the next step: a new account its
 * verification link, an unverified one the link again, a verified one the "someone tried to
 * register with your address" mail. Nothing in an existing account changes.
 */
export async function register(deps: Deps, body: RegisterBody, locale: Locale): Promise<void> {
  // A guessable password is refused whatever the address: the 422 tells nothing about it.
  assertNotGuessable(body.password, personalWords(body));
  // argon2 dominates the cost of every branch, so it runs in all of them: timing tells nothing.
  const passwordHash = await hashPassword(body.password);
  const owner = await findUserByEmail(deps.db, body.email);
  if (owner) return remindOwner(deps, owner);
  const now = deps.now();
  try {
    const user = await deps.db.transaction().execute((trx) =>
      insertUser(trx, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        password_hash: passwordHash,
        lang: body.lang ?? locale,
        created_at: now,
        updated_at: now,
      }),
    );
    sendVerificationMail(deps, user);
  } catch (error) {
    // Two registrations of one new address at once: the unique index decides and the winner's
    // verification mail is already on its way; the loser answers the same 202.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** In the background, like the mails themselves, so the answer waits for no branch's writes. */
function remindOwner(deps: Deps, owner: UserRow): void {
  if (owner.email_verified_at) {
    sendRegistrationAttemptMail(deps, owner);
    return;
  }
  deps.tasks.run('registration resend', async () => {
    const now = deps.now();
    const since = new Date(now.getTime() - REGISTER_RESEND_EVERY_MS);
    // Beyond the limit nothing is sent, silently: a 429 would tell the address is registered.
    if (await claimVerificationResend(deps.db, owner.id, now, since))
      sendVerificationMail(deps, owner);
  });
}

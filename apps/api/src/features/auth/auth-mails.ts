import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { renderActionMail, type ActionMail } from '../../mail/templates';
import { signingKey } from '../secrets/signing-key';
import { onceWithin } from '../throttle/throttle';
import { lockUser } from '../account/user-service';
import { VERIFY_LINK_MINUTES, verificationLink } from './email-verification';

export const RESET_LINK_MINUTES = 60;

type Recipient = Pick<UserRow, 'id' | 'email' | 'first_name' | 'lang'>;

/** Mails go out in the background: a slow or failing SMTP server never fails the request. */
function sendLater(
  deps: Deps,
  recipient: Recipient,
  mail: Pick<ActionMail, 'template' | 'link' | 'expiresInMinutes'>,
) {
  deps.tasks.run(`mail ${mail.template}`, () =>
    deps.mailer.send(
      renderActionMail({
        ...mail,
        to: recipient.email,
        firstName: recipient.first_name,
        locale: recipient.lang,
      }),
    ),
  );
}

export function sendVerificationMail(deps: Deps, user: Recipient): void {
  deps.tasks.run('verification link', async () => {
    const link = verificationLink(deps.config.appUrl, await signingKey(deps.db), user, deps.now());
    sendLater(deps, user, {
      template: 'verify_email',
      link,
      expiresInMinutes: VERIFY_LINK_MINUTES,
    });
  });
}

export function sendResetMail(deps: Deps, user: Recipient, token: string): void {
  const query = new URLSearchParams({ token, email: user.email });
  const link = `${deps.config.appUrl}/reset-password?${query.toString()}`;
  sendLater(deps, user, { template: 'reset_password', link, expiresInMinutes: RESET_LINK_MINUTES });
}

export function sendPasswordChangedMail(deps: Deps, user: Recipient): void {
  sendLater(deps, user, {
    template: 'password_changed',
    link: `${deps.config.appUrl}/reset-password`,
  });
}

/** At most one "someone tried to register with your address" mail an hour per account. */
const REGISTRATION_ATTEMPT_MAIL_EVERY_MS = 60 * 60_000;

/**
 * Tells the owner of a taken address that someone tried to register with it (issue #10 item 6):
 * if it was them, they can log in or reset the password. In the background, once an hour at most
 * (the throttle's rows under `registration-attempt-mail|<user id>`, checked with the user locked).
 */
export function sendRegistrationAttemptMail(deps: Deps, user: Recipient): void {
  deps.tasks.run('registration attempt', async () => {
    const key = `registration-attempt-mail|${user.id}`;
    const now = deps.now();
    const send = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      return onceWithin(trx, key, now, REGISTRATION_ATTEMPT_MAIL_EVERY_MS);
    });
    if (send)
      sendLater(deps, user, {
        template: 'registration_attempt',
        link: `${deps.config.appUrl}/login`,
      });
  });
}

import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { renderActionMail, type ActionMail } from '../../mail/templates';
import { signingKey } from '../secrets/signing-key';
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

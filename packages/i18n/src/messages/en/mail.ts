/*
 * Texts of the mails the server sends, chosen by the recipient's language. Placeholders are
 * limited to {count}: names and links are put around the texts by the mail templates.
 */
export const mail = {
  'mail.greeting': 'Hello',
  'mail.signature': 'The Gazda team',
  'mail.footer': 'You received this e-mail because of your account on Gazda.',
  'mail.link_fallback': 'If the button does not work, copy this address into your browser:',
  'mail.link_expiry': 'The link is valid for {count, plural, one {# minute} other {# minutes}}.',
  'mail.verify_email.subject': 'Confirm your e-mail address',
  'mail.verify_email.body':
    'Thank you for registering on Gazda. Please confirm your e-mail address by opening the link below.',
  'mail.verify_email.button': 'Confirm e-mail address',
  'mail.verify_email.ignore': 'If you did not create an account, no further action is required.',
  'mail.reset_password.subject': 'Reset your password',
  'mail.reset_password.body': 'We received a request to reset the password of your Gazda account.',
  'mail.reset_password.button': 'Reset password',
  'mail.reset_password.ignore':
    'If you did not ask for a password reset, no further action is required.',
  'mail.password_changed.subject': 'Your password was changed',
  'mail.password_changed.body': 'The password of your Gazda account has just been changed.',
  'mail.password_changed.button': 'Reset password',
  'mail.password_changed.ignore':
    'If you did not change it, reset your password at once and let us know.',
  'mail.registration_attempt.subject': 'Someone tried to register with your address',
  'mail.registration_attempt.body':
    'Someone just tried to create a new Gazda account with this e-mail address, which already has an account. If it was you, log in instead; if you have forgotten your password, choose "Forgot your password?" on the login page to reset it.',
  'mail.registration_attempt.button': 'Log in',
  'mail.registration_attempt.ignore':
    'If it was not you, no further action is required: nothing in your account has changed.',
  'mail.email_change.subject': 'Confirm your new e-mail address',
  'mail.email_change.body':
    'You asked for this to become the e-mail address of your Gazda account. Open the link below to confirm it; until then your account keeps its current address.',
  'mail.email_change.button': 'Confirm the new address',
  'mail.email_change.ignore':
    'If you did not ask for this, no further action is required: nothing changes without this link.',
  'mail.email_change_attempt.subject': 'Someone tried to use your address',
  'mail.email_change_attempt.body':
    'Someone just asked for this e-mail address to become the address of another Gazda account, but it already has an account. Nothing was changed: an address belongs to one account only. If it was you, log in with this address instead.',
  'mail.email_change_attempt.ignore':
    'If it was not you, no further action is required: nothing in your account has changed.',
  'mail.email_changed.subject': 'Your e-mail address was changed',
  'mail.email_changed.body':
    'The e-mail address of your Gazda account has just been changed. From now on you log in, and receive our mails, with the new address.',
  'mail.email_changed.new_address': 'New address',
  'mail.email_changed.ignore':
    'If you did not make this change, contact us at once: someone else may have access to your account.',
  'mail.verification_sent': 'A new verification link has been sent to your e-mail address.',
  'mail.reset_link_sent':
    'If an account exists for this address, we have sent it a link to reset the password.',
} as const;

/** Account deletion (issue #6): the owner's request screen, the links to it and the mails. */
export const accountDeletion = {
  'accountDeletion.title': 'Delete account',
  'accountDeletion.intro':
    'You can ask us to delete your Gazda account. We complete the request within 24 hours.',
  'accountDeletion.erased_title': 'What is erased',
  'accountDeletion.erased':
    'Your name, e-mail address, phone, profile picture, account details, ID pictures and payout methods. You are logged out on every device and cannot log in again.',
  'accountDeletion.kept_title': 'What is kept',
  'accountDeletion.kept':
    'Reservations and inquiries keep their financial record (codes, dates, prices and totals), as bookkeeping requires. Your listings are unlisted and take no new bookings.',
  'accountDeletion.password': 'Password',
  'accountDeletion.password_hint': 'Enter your password to confirm that it is you.',
  'accountDeletion.submit': 'Delete my account',
  'accountDeletion.confirm_title': 'Delete your account?',
  'accountDeletion.confirm_text':
    'This cannot be undone. Within 24 hours your personal data is erased and you can no longer log in.',
  'accountDeletion.confirm': 'Yes, delete my account',
  'accountDeletion.requested_title': 'Request received',
  'accountDeletion.requested_text':
    'Your account will be deleted by {date} at the latest. We sent you a confirmation by e-mail.',
  'accountDeletion.links.title': 'Identity and account',
  'accountDeletion.links.government_id': 'Identity verification',
  'accountDeletion.links.government_id_text': 'Upload your ID card or passport for review',
  'accountDeletion.links.delete': 'Delete account',
  'accountDeletion.links.delete_text': 'Ask us to erase your account and personal data',
  'accountDeletion.mail.requested.subject': 'We received your request to delete your account',
  'accountDeletion.mail.requested.body':
    'Your Gazda account will be deleted within 24 hours: your personal data is erased, and reservations keep only their financial record. If you did not ask for this, write to us at once.',
  'accountDeletion.mail.completed.subject': 'Your account was deleted',
  'accountDeletion.mail.completed.body':
    'Your Gazda account has been deleted and your personal data erased. Thank you for having been with us.',
} as const;

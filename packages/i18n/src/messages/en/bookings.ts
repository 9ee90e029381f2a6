/*
 * Messages of the booking API (issue 5): refusals of booking, inquiry and reservation steps, and
 * the booking mails. Mail texts carry no placeholders: the listing, dates and amounts are lines
 * the mail template puts around them.
 */
export const bookings = {
  'bookings.errors.dates_unavailable': 'Selected dates are unavailable',
  'bookings.errors.own_listing': 'You cannot book or inquire about your own apartment',
  'bookings.errors.email_not_verified': 'Verify your e-mail address before booking.',
  'bookings.errors.already_answered': 'This inquiry has already been answered',
  'bookings.errors.inquiry_step': 'This step is not possible for the inquiry in its current state',
  'bookings.errors.hold_expired': 'The hold on these dates has expired',
  'bookings.errors.reservation_step':
    'This step is not possible for the reservation in its current state',
  'bookings.errors.no_show_too_early': 'A no-show can be reported from the check-in date on',
  'bookings.errors.advance_not_due': 'This reservation has no unpaid advance',
  'bookings.mail.view': 'Open in Gazda',
  'bookings.mail.dates': 'Dates',
  'bookings.mail.guests': 'Guests',
  'bookings.mail.total': 'Total',
  'bookings.mail.advance': 'Advance',
  'bookings.mail.code': 'Code',
  'bookings.mail.message': 'Message',
  'bookings.mail.inquiry_new.subject': 'New inquiry for your apartment',
  'bookings.mail.inquiry_new.body':
    'A guest asks whether your apartment is available. Please answer within 24 hours.',
  'bookings.mail.inquiry_available.subject': 'Your inquiry: the apartment is available',
  'bookings.mail.inquiry_available.body':
    'The host has confirmed that the apartment is available. The dates are held for you for 48 hours: confirm the inquiry to book.',
  'bookings.mail.inquiry_unavailable.subject': 'Your inquiry: the apartment is not available',
  'bookings.mail.inquiry_unavailable.body':
    'Unfortunately the host has answered that the apartment is not available for these dates.',
  'bookings.mail.hold_reminder.subject': 'Your hold is about to lapse',
  'bookings.mail.hold_reminder.body':
    'The dates the host is holding for you will be released in less than 12 hours unless you confirm the inquiry.',
  'bookings.mail.reservation_guest.subject': 'Your reservation is confirmed',
  'bookings.mail.reservation_guest.body':
    'Your reservation is confirmed. Please pay the advance by its due date; the rest is paid to the host at check-in.',
  'bookings.mail.reservation_host.subject': 'New reservation for your apartment',
  'bookings.mail.reservation_host.body': 'Your apartment has a new reservation.',
  'bookings.mail.cancelled.subject': 'Reservation cancelled',
  'bookings.mail.cancelled.body':
    'The reservation below has been cancelled by Gazda and its dates are free again.',
  'bookings.mail.cancel_rejected.subject': 'Cancellation request declined',
  'bookings.mail.cancel_rejected.body':
    'The request to cancel the reservation below was declined; the reservation stands.',
  'bookings.mail.no_show.subject': 'No-show confirmed',
  'bookings.mail.no_show.body':
    'Gazda has confirmed that the guest did not arrive. The reservation is closed as a no-show and its dates are free again.',
  'bookings.mail.no_show_rejected.subject': 'No-show report declined',
  'bookings.mail.no_show_rejected.body':
    'The no-show report for the reservation below was declined; the reservation stands.',
} as const;

/**
 * Server texts of the listings slice (step names, rules beyond the step schemas, mails) and what
 * the most visited pages show of it (statuses, the verify alert): the `visited` part
 * (../../../most-visited) holds this file, not ./form or ./list.
 */
export const listingsCore = {
  'listings.step.info': 'Basic information',
  'listings.step.property': 'Property',
  'listings.step.location': 'Location',
  'listings.step.tags': 'Amenities',
  'listings.step.gallery': 'Gallery',
  'listings.step.pricing': 'Prices',
  'listings.step.reservation': 'Reservations',
  'listings.step.terms': 'Terms',
  'listings.step.activity': 'Activity',
  'listings.step_not_applicable': 'This step does not apply to this category',
  'listings.subcategory_invalid': 'Choose a type from this category',
  'listings.country_invalid': 'Choose a country from the list',
  'listings.tags_invalid': 'Choose amenities of this category',
  'listings.extra_guest_needs_capacity':
    'An extra guest price needs room for at least 2 guests (set the maximum number of guests first)',
  'listings.extra_guest_threshold_max':
    'The number of guests included in the price must be lower than the maximum number of guests',
  'listings.max_stay_below_min': 'The maximum stay cannot be shorter than the minimum stay',
  'listings.rule.closed_to_arrival': 'Arrivals are not possible on this day of the week',
  'listings.rule.closed_to_departure': 'Departures are not possible on this day of the week',
  'listings.rule.advance_notice': 'This apartment must be booked further ahead of the arrival',
  'listings.rule.booking_window': 'Bookings are not open yet for dates that far ahead',
  'listings.rule.max_stay': 'The stay is longer than this apartment allows',
  'listings.rule.preparation_nights':
    'The apartment keeps nights free between stays to get ready for the next guests',
  'listings.availability.title': 'Availability',
  'listings.availability.intro':
    'Guests can only pick dates these rules allow; your own manual reservations are not limited.',
  'listings.availability.max_stay': 'Maximum number of nights',
  'listings.availability.no_limit': 'Empty: no limit',
  'listings.availability.advance_notice_days': 'Notice before arrival',
  'listings.availability.same_day': 'Same day',
  'listings.availability.days': '{count, plural, one {# day} other {# days}}',
  'listings.availability.same_day_cutoff': 'Same-day bookings until',
  'listings.availability.same_day_cutoff_hint': 'Empty: all day',
  'listings.availability.preparation_nights': 'Nights kept free between stays',
  'listings.availability.preparation_nights_hint':
    'Before and after every stay, imported ones included',
  'listings.availability.booking_window_days': 'Days ahead guests may book',
  'listings.availability.booking_window_hint': '30 to 730; empty: no limit',
  'listings.availability.closed_to_arrival': 'No arrivals on',
  'listings.availability.closed_to_departure': 'No departures on',
  'listings.photo_order_mismatch': 'Send every photo of this listing exactly once',
  'listings.photo_not_found': 'Photo not found',
  'listings.last_photo': 'A listing under review or published needs at least one photo',
  'listings.delete_link_invalid': 'This confirmation link is not valid or has expired',
  'listings.delete_requested': 'We sent you an e-mail with a link to confirm the deletion',
  'listings.conflict.submit': 'Only a draft can be submitted for review',
  'listings.conflict.request_review':
    'Only a listing returned for corrections can be sent for review again',
  'listings.conflict.deactivate': 'Only a published listing can be deactivated',
  'listings.conflict.activate': 'Only a deactivated listing can be activated',
  'listings.conflict.approve': 'Only a listing waiting for review can be approved',
  'listings.conflict.request_fix':
    'Only a listing waiting for review can be returned for corrections',
  'listings.conflict.delete': 'This listing cannot be deleted',
  'listings.mail.approved.subject': 'Your listing is live',
  'listings.mail.approved.body':
    'Our team has reviewed your listing and it is now visible to guests:',
  'listings.mail.fix.subject': 'Your listing needs a few changes',
  'listings.mail.fix.body':
    'Our team has reviewed your listing. Please make these changes and press Request review:',
  'listings.mail.review.button': 'Open the listing',
  'listings.mail.delete.subject': 'Confirm the deletion of your listing',
  'listings.mail.delete.body':
    'You asked us to delete the listing below from Gazda. Once you confirm, it is removed from the site and from your panel.',
  'listings.mail.delete.button': 'Delete the listing',
  'listings.mail.delete.expiry': 'The link is valid for 24 hours.',
  'listings.mail.delete.ignore':
    'If you did not ask for this, ignore this e-mail: the listing stays as it is.',
  // A listing's state and the verification alert: on the dashboard too (the `visited` part, ../../../load.ts)
  'listings.status.draft': 'Draft',
  'listings.status.pending': 'Under review',
  'listings.status.pending_fix': 'Needs changes',
  'listings.status.listed': 'Listed',
  'listings.status.unlisted': 'Unlisted',
  'listings.verify.alert':
    '{count, plural, one {One detail is} other {# details are}} still missing before guests can book your listings.',
  'listings.verify.alert_link': 'Complete the details',
  // What a host lacks before a listing goes live (domain/host-readiness.ts, issue #26 item 6)
  'hostReadiness.banner': 'Guests can book your listings once you add:',
  'hostReadiness.item.email': 'a verified e-mail',
  'hostReadiness.item.phone': 'phone',
  'hostReadiness.item.payout': 'payout method',
  'listings.conflict.delete_draft':
    'Only a draft is deleted at once; a submitted listing is deleted from the e-mailed link',
  'listings.conflict.host_not_ready':
    'Your listing can go live once your account has a verified e-mail, a phone and a payout method',
} as const;

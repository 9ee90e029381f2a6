/** Messages of the calendar API: validation of calendar writes and iCal import errors. */
export const calendar = {
  'calendar.validation.range_too_long': 'Choose at most 366 days at a time',
  'calendar.validation.window_too_long': 'Choose at most two years at a time',
  'calendar.validation.rule_unknown': 'Choose one of this apartment’s rules',
  'calendar.validation.rule_limit': 'An apartment can have at most 50 rules',
  'calendar.validation.base_price_missing': 'Set the nightly price of the apartment first',
  'calendar.validation.max_guests_missing':
    'Set the maximum number of guests of the apartment first',
  'calendar.validation.too_many_guests': 'More guests than the apartment takes',
  'calendar.validation.stay_too_long': 'A stay can be at most 366 nights',
  'calendar.validation.ical_duplicate': 'This calendar is already imported',
  'calendar.validation.ical_limit': 'An apartment can import at most 10 calendars',
  'calendar.errors.reservation_not_editable':
    'Only an active reservation you entered yourself can be changed here',
  'calendar.ical_error.invalid_url': 'The calendar address is not valid',
  'calendar.ical_error.scheme_not_allowed':
    'The calendar address must start with http:// or https://',
  'calendar.ical_error.credentials_in_url':
    'The calendar address must not contain a user name or password',
  'calendar.ical_error.address_not_allowed': 'This address cannot be used for a calendar',
  'calendar.ical_error.dns_failed': 'The calendar’s server could not be found',
  'calendar.ical_error.too_many_redirects': 'The calendar address redirects too many times',
  'calendar.ical_error.too_large': 'The calendar is larger than 5 MB',
  'calendar.ical_error.timeout': 'The calendar did not answer in time',
  'calendar.ical_error.http_status': 'The calendar’s server answered with error {status}',
  'calendar.ical_error.not_calendar': 'The address does not return an iCal calendar',
  'calendar.ical_error.network': 'The calendar’s server could not be reached',
  'calendar.ical_error.parse_error': 'The calendar could not be read',
  'calendar.ical_error.too_many_occurrences': 'The calendar has too many repeating events',
  'calendar.ical_error.own_export':
    'This is this apartment’s own calendar export, so it is ignored',
  'calendar.ical_notice.no_events': 'The calendar has no events',
  'calendar.mail.feed_failing.subject': 'The calendar “{name}” is not syncing',
  'calendar.mail.feed_failing.body':
    'We could not read this imported calendar several times in a row. Until it works again, the nights booked there after its last good sync are not blocked here: check its address on the other site.',
  'calendar.mail.feed_recovered.subject': 'The calendar “{name}” is syncing again',
  'calendar.mail.feed_recovered.body':
    'This imported calendar works again, and its nights are blocked here as they are there.',
  'calendar.mail.feed.listing': 'Apartment',
  'calendar.mail.feed.import': 'Calendar',
  'calendar.mail.feed.error': 'Error',
  'calendar.mail.feed.since': 'Failing since',
  'calendar.mail.feed.button': 'Open the calendar',
} as const;

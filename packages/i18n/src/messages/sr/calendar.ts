import type { calendar as en } from '../en/calendar';

export const calendar = {
  'calendar.validation.range_too_long': 'Izaberite najviše 366 dana odjednom',
  'calendar.validation.window_too_long': 'Izaberite najviše dve godine odjednom',
  'calendar.validation.rule_unknown': 'Izaberite jedno od pravila ovog apartmana',
  'calendar.validation.rule_limit': 'Apartman može imati najviše 50 pravila',
  'calendar.validation.base_price_missing': 'Prvo unesite cenu noćenja apartmana',
  'calendar.validation.max_guests_missing': 'Prvo unesite najveći broj gostiju apartmana',
  'calendar.validation.too_many_guests': 'Više gostiju nego što apartman prima',
  'calendar.validation.stay_too_long': 'Boravak može trajati najviše 366 noći',
  'calendar.validation.ical_duplicate': 'Ovaj kalendar je već uvezen',
  'calendar.validation.ical_limit': 'Apartman može uvesti najviše 10 kalendara',
  'calendar.errors.reservation_not_editable':
    'Ovde se može menjati samo aktivna rezervacija koju ste sami uneli',
  'calendar.ical_error.invalid_url': 'Adresa kalendara nije ispravna',
  'calendar.ical_error.scheme_not_allowed':
    'Adresa kalendara mora počinjati sa http:// ili https://',
  'calendar.ical_error.credentials_in_url':
    'Adresa kalendara ne sme sadržati korisničko ime ili lozinku',
  'calendar.ical_error.address_not_allowed': 'Ova adresa se ne može koristiti za kalendar',
  'calendar.ical_error.dns_failed': 'Server kalendara nije pronađen',
  'calendar.ical_error.too_many_redirects': 'Adresa kalendara preusmerava previše puta',
  'calendar.ical_error.too_large': 'Kalendar je veći od 5 MB',
  'calendar.ical_error.timeout': 'Kalendar nije odgovorio na vreme',
  'calendar.ical_error.http_status': 'Server kalendara je odgovorio greškom {status}',
  'calendar.ical_error.not_calendar': 'Adresa ne vraća iCal kalendar',
  'calendar.ical_error.network': 'Server kalendara nije dostupan',
  'calendar.ical_error.parse_error': 'Kalendar nije moguće pročitati',
  'calendar.ical_error.too_many_occurrences': 'Kalendar ima previše ponavljajućih događaja',
  'calendar.ical_error.own_export': 'Ovo je izvoz kalendara ovog apartmana, pa se zanemaruje',
  'calendar.ical_notice.no_events': 'Kalendar nema događaja',
  'calendar.mail.feed_failing.subject': 'Kalendar „{name}” se ne sinhronizuje',
  'calendar.mail.feed_failing.body':
    'Ovaj uvezeni kalendar nismo uspeli da pročitamo više puta zaredom. Dok ponovo ne proradi, noći rezervisane tamo posle poslednje uspešne sinhronizacije ovde nisu blokirane: proverite njegovu adresu na drugom sajtu.',
  'calendar.mail.feed_recovered.subject': 'Kalendar „{name}” se ponovo sinhronizuje',
  'calendar.mail.feed_recovered.body':
    'Ovaj uvezeni kalendar ponovo radi, i njegove noći su ovde blokirane kao i tamo.',
  'calendar.mail.feed.listing': 'Apartman',
  'calendar.mail.feed.import': 'Kalendar',
  'calendar.mail.feed.error': 'Greška',
  'calendar.mail.feed.since': 'Ne radi od',
  'calendar.mail.feed.button': 'Otvorite kalendar',
} satisfies Record<keyof typeof en, string>;

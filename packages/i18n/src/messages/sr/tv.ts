import type { tv as en } from '../en/tv';

export const tv = {
  'tv.title.home': 'Danas na Gazdi',
  'tv.title.double': 'Najnovije rezervacije i upiti',
  'tv.title.advance_payment': 'Neplaćeni avansi',
  'tv.title.unresolved_inquiries': 'Upiti bez odgovora duže od 24 sata',
  'tv.updated': 'Ažurirano {time}',
  'tv.updated_failed': 'Osvežavanje nije uspelo · poslednje {time}',
  'tv.empty': 'Trenutno nema ničega.',
  'tv.counter.check_ins_today': 'Dolasci danas',
  'tv.counter.reservations_today': 'Rezervacije napravljene danas',
  'tv.counter.listings_pending': 'Oglasi koji čekaju pregled',
  'tv.counter.inquiries_unresolved': 'Upiti bez odgovora preko 24 h',
  'tv.counter.advances_due': 'Avansi dospeli ili kasne',
  'tv.counter.ids_to_review': 'Lične karte za proveru',
  'tv.latest_reservations': 'Najnovije rezervacije',
  'tv.latest_inquiries': 'Najnoviji upiti',
  'tv.due': 'rok {date}',
  'tv.overdue': 'KASNI {date}',
  'tv.age_hours': '{hours} h',
  'tv.advance_sub': '{code} · gost {guest} · {stay} · domaćin {host}',
  'tv.inquiry_sub':
    '{code} · {stay} · {guests, plural, one {# gost} few {# gosta} other {# gostiju}} · domaćin {host}',
  'tv.latest_sub':
    '{code} · {stay} · {guests, plural, one {# gost} few {# gosta} other {# gostiju}} · {status}',
} satisfies Record<keyof typeof en, string>;

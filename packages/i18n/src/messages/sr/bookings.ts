import type { bookings as en } from '../en/bookings';

export const bookings = {
  'bookings.errors.dates_unavailable': 'Izabrani datumi nisu dostupni',
  'bookings.errors.own_listing': 'Ne možete rezervisati niti poslati upit za svoj apartman',
  'bookings.errors.email_not_verified': 'Potvrdite e-mail adresu pre rezervacije.',
  'bookings.errors.already_answered': 'Na ovaj upit je već odgovoreno',
  'bookings.errors.inquiry_step': 'Ovaj korak nije moguć za upit u trenutnom stanju',
  'bookings.errors.hold_expired': 'Zadržavanje ovih datuma je isteklo',
  'bookings.errors.reservation_step': 'Ovaj korak nije moguć za rezervaciju u trenutnom stanju',
  'bookings.errors.no_show_too_early': 'Nedolazak gosta može se prijaviti od datuma prijave',
  'bookings.errors.advance_not_due': 'Ova rezervacija nema neplaćen avans',
  'bookings.mail.view': 'Otvori u Gazdi',
  'bookings.mail.dates': 'Datumi',
  'bookings.mail.guests': 'Gosti',
  'bookings.mail.total': 'Ukupno',
  'bookings.mail.advance': 'Avans',
  'bookings.mail.code': 'Šifra',
  'bookings.mail.message': 'Poruka',
  'bookings.mail.inquiry_new.subject': 'Novi upit za vaš apartman',
  'bookings.mail.inquiry_new.body':
    'Gost pita da li je vaš apartman slobodan. Molimo odgovorite u roku od 24 sata.',
  'bookings.mail.inquiry_available.subject': 'Vaš upit: apartman je slobodan',
  'bookings.mail.inquiry_available.body':
    'Domaćin je potvrdio da je apartman slobodan. Datumi su zadržani za vas 48 sati: potvrdite upit da biste rezervisali.',
  'bookings.mail.inquiry_unavailable.subject': 'Vaš upit: apartman nije slobodan',
  'bookings.mail.inquiry_unavailable.body':
    'Nažalost, domaćin je odgovorio da apartman nije slobodan za ove datume.',
  'bookings.mail.hold_reminder.subject': 'Zadržavanje datuma uskoro ističe',
  'bookings.mail.hold_reminder.body':
    'Datumi koje domaćin drži za vas biće oslobođeni za manje od 12 sati ako ne potvrdite upit.',
  'bookings.mail.reservation_guest.subject': 'Vaša rezervacija je potvrđena',
  'bookings.mail.reservation_guest.body':
    'Vaša rezervacija je potvrđena. Molimo uplatite avans do roka; ostatak plaćate domaćinu pri prijavi.',
  'bookings.mail.reservation_host.subject': 'Nova rezervacija za vaš apartman',
  'bookings.mail.reservation_host.body': 'Vaš apartman ima novu rezervaciju.',
  'bookings.mail.cancelled.subject': 'Rezervacija je otkazana',
  'bookings.mail.cancelled.body':
    'Gazda je otkazala rezervaciju navedenu ispod i njeni datumi su ponovo slobodni.',
  'bookings.mail.cancel_rejected.subject': 'Zahtev za otkazivanje je odbijen',
  'bookings.mail.cancel_rejected.body':
    'Zahtev za otkazivanje rezervacije navedene ispod je odbijen; rezervacija ostaje.',
  'bookings.mail.no_show.subject': 'Nedolazak gosta je potvrđen',
  'bookings.mail.no_show.body':
    'Gazda je potvrdila da gost nije došao. Rezervacija je zatvorena kao nedolazak i njeni datumi su ponovo slobodni.',
  'bookings.mail.no_show_rejected.subject': 'Prijava nedolaska je odbijena',
  'bookings.mail.no_show_rejected.body':
    'Prijava nedolaska za rezervaciju navedenu ispod je odbijena; rezervacija ostaje.',
} satisfies Record<keyof typeof en, string>;

import type { guestRegistration as en } from '../en/guest-registration';

/** Prijava gostiju (issue #30): podaci gostiju za eTuristu i domaćinova lista. */
export const guestRegistration = {
  'guestRegistration.errors.closed':
    'Podaci gostiju mogu se dati samo dok je rezervacija potvrđena i boravak predstoji',
  'guestRegistration.errors.required': 'Obavezno polje',
  'guestRegistration.errors.too_long': 'Najviše 100 znakova',
  'guestRegistration.errors.invalid_choice': 'Izaberite jednu od ponuđenih opcija',
  'guestRegistration.errors.invalid_date': 'Unesite stvarni datum',
  'guestRegistration.errors.in_future': 'Datum ne može biti u budućnosti',
  'guestRegistration.errors.invalid_country': 'Izaberite državu sa spiska',
  'guestRegistration.errors.invalid_document_number':
    'Unesite broj dokumenta kako je odštampan: od 3 do 30 slova i cifara',
  'guestRegistration.errors.jmbg_invalid': 'JMBG nije ispravan (13 cifara sa kontrolnom cifrom)',
  'guestRegistration.errors.jmbg_birth_date': 'JMBG se ne slaže sa datumom rođenja',
  'guestRegistration.errors.entry_after_arrival': 'Ulazak u Srbiju ne može biti posle dolaska',
  'guestRegistration.errors.entry_before_birth': 'Ulazak ne može biti pre datuma rođenja',
  'guestRegistration.errors.too_many_guests': 'Više gostiju nego što je rezervisano',

  'guestRegistration.field.first_name': 'Ime',
  'guestRegistration.field.last_name': 'Prezime',
  'guestRegistration.field.sex': 'Pol',
  'guestRegistration.field.birth_date': 'Datum rođenja',
  'guestRegistration.field.citizenship': 'Državljanstvo',
  'guestRegistration.field.document_type': 'Dokument',
  'guestRegistration.field.document_number': 'Broj dokumenta',
  'guestRegistration.field.jmbg': 'JMBG',
  'guestRegistration.field.entry_date': 'Datum ulaska u Srbiju',
  'guestRegistration.field.entry_place': 'Mesto ulaska (granični prelaz, aerodrom)',
  'guestRegistration.sex.male': 'Muški',
  'guestRegistration.sex.female': 'Ženski',
  'guestRegistration.document.id_card': 'Lična karta',
  'guestRegistration.document.passport': 'Pasoš',
  'guestRegistration.document.other': 'Drugo',

  'guestRegistration.trip.link': 'Podaci gostiju za prijavu',
  'guestRegistration.trip.title': 'Podaci gostiju za prijavu',
  'guestRegistration.trip.intro':
    'Po zakonu domaćin prijavljuje svakog gosta u eTuristu u roku od 24 sata od dolaska. Ovde unesite podatke svakog gosta i prijem će biti brži. Brojevi dokumenata i datumi rođenja čuvaju se šifrovani i brišu se 30 dana posle odlaska.',
  'guestRegistration.trip.guest': 'Gost {n}',
  'guestRegistration.trip.add': 'Dodaj gosta',
  'guestRegistration.trip.remove': 'Ukloni',
  'guestRegistration.trip.save': 'Sačuvaj podatke',
  'guestRegistration.trip.saved': 'Podaci su sačuvani',
  'guestRegistration.trip.closed': 'Podaci se više ne mogu menjati.',
  'guestRegistration.trip.erased': 'Podaci su obrisani 30 dana posle odlaska.',
  'guestRegistration.trip.given': 'Podaci dati za {count} od {max} gostiju',
  'guestRegistration.trip.foreign_hint': 'Za goste koji nisu državljani Srbije',

  'guestRegistration.host.title': 'Gosti za eTuristu',
  'guestRegistration.host.none': 'Gost još nije uneo podatke.',
  'guestRegistration.host.registered': 'Prijavljeno u eTuristi',
  'guestRegistration.host.deadline': 'Prijavite do {deadline} (24 sata od dolaska)',
  'guestRegistration.host.overdue': 'Rok je istekao',
  'guestRegistration.host.registered_at': 'Označeno {date}',
  'guestRegistration.host.copy': 'Kopiraj',
  'guestRegistration.host.copied': 'Kopirano',
  'guestRegistration.host.erased': 'Podaci su obrisani 30 dana posle odlaska.',

  'guestRegistration.mail.details.subject': 'Vaš boravak u objektu {listing}: podaci za prijavu',
  'guestRegistration.mail.details.body':
    'Vaš boravak počinje {date}. Domaćin mora da prijavi svakog gosta nadležnim organima: molimo vas da pre dolaska unesete podatke svakog gosta.',
  'guestRegistration.mail.details.action': 'Unesite podatke',
  'guestRegistration.mail.host.subject': 'Prijavite goste rezervacije {code} u eTuristi',
  'guestRegistration.mail.host.body':
    'Gosti rezervacije {code} u objektu {listing} moraju biti prijavljeni u eTuristi do {deadline}. Njihovi podaci su na stranici rezervacije; označite „prijavljeno“ kada završite.',
  'guestRegistration.mail.host.action': 'Otvori rezervaciju',
} satisfies Record<keyof typeof en, string>;

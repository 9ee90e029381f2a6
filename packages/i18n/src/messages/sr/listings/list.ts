import type { listingsList as en } from '../../en/listings/list';

export const listingsList = {
  // Liste
  'listings.list.title': '{category}: moji oglasi',
  'listings.list.search': 'Pretraga po nazivu',
  'listings.list.create': 'Dodaj oglas',
  'listings.list.empty': 'Još nemate oglasa',
  'listings.list.no_match': 'Nijedan oglas ne odgovara pretrazi „{search}”.',
  'listings.list.column.listing': 'Oglas',
  'listings.list.column.city': 'Grad',
  'listings.list.column.status': 'Status',
  'listings.list.column.updated': 'Izmenjen',
  'listings.list.by_subcategory': 'Po vrsti',
  'listings.list.all_listings': 'Svi oglasi',
  'listings.list.choose.title': 'Šta želite da oglasite?',
  'listings.list.choose.subtitle':
    'Izaberite vrstu; formu možete da sačuvate na svakom koraku i završite kasnije.',
  'listings.list.choose.apartment': 'Apartman, kuću, sobu ili vikendicu u kojoj gosti borave.',
  'listings.list.choose.attraction': 'Muzej, turu, avanturu ili mesto koje vredi posetiti.',
  'listings.list.choose.restaurant': 'Restoran, kafanu ili kafić u kome gosti jedu i piju.',
  'listings.list.choose.account_first': 'Prvo ćete napraviti nalog. Već imate nalog?',
  'listings.list.choose.login': 'Prijavite se',
  'listings.list.sub.title': '{category} po vrsti',
  'listings.list.sub.subtitle': 'Vaši oglasi grupisani po vrsti objekta.',
  'listings.list.sub.count':
    '{count, plural, =0 {nema oglasa} one {# oglas} few {# oglasa} other {# oglasa}}',
  'listings.list.sub.unassigned': 'Vrsta još nije izabrana',
  'listings.list.sub.truncated':
    'Ovde je grupisano samo vaših najnovijih {count} oglasa; puna lista sadrži sve.',
  // Provera
  'listings.verify.title': 'Proverite svoje podatke',
  'listings.verify.subtitle': 'Gosti mogu da rezervišu vaše oglase kada je sve ovo na mestu.',
  'listings.verify.state.done': 'Gotovo',
  'listings.verify.email.title': 'Potvrđena e-mail adresa',
  'listings.verify.email.missing': 'Otvorite link koji smo poslali na vašu e-mail adresu.',
  'listings.verify.email.resend': 'Pošalji link ponovo',
  'listings.verify.government_id.title': 'Lični dokument',
  'listings.verify.government_id.missing':
    'Otpremite prednju i zadnju stranu lične karte ili pasoša.',
  'listings.verify.government_id.link': 'Otpremite dokument',
  'listings.verify.payout.title': 'Način isplate',
  'listings.verify.payout.missing': 'Dodajte račun na koji vam isplaćujemo zaradu.',
  'listings.verify.payout.link': 'Dodajte način isplate',
  'listings.verify.details.title': 'Vaši podaci',
  'listings.verify.details.missing': 'Dodajte JMBG i adresu, ili podatke firme.',
  'listings.verify.details.link': 'Dodajte podatke',
  'listings.verify.done_title': 'Sve je na mestu',
  'listings.verify.done_text': 'Gosti mogu da rezervišu vaše oglase čim budu objavljeni.',
  'listings.list.sub.none': 'Još nemate oglase ove vrste.',
} satisfies Record<keyof typeof en, string>;

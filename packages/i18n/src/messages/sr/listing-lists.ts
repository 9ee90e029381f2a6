import type { listingLists as en } from '../en/listing-lists';

export const listingLists = {
  // Liste
  'listingsList.title': '{category}: moji oglasi',
  'listingsList.search': 'Pretraga po nazivu',
  'listingsList.create': 'Dodaj oglas',
  'listingsList.empty': 'Još nemate oglasa',
  'listingsList.no_match': 'Nijedan oglas ne odgovara pretrazi „{search}”.',
  'listingsList.column.listing': 'Oglas',
  'listingsList.column.city': 'Grad',
  'listingsList.column.status': 'Status',
  'listingsList.column.updated': 'Izmenjen',
  'listingsList.by_subcategory': 'Po vrsti',
  'listingsList.all_listings': 'Svi oglasi',
  'listingsList.choose.title': 'Šta želite da oglasite?',
  'listingsList.choose.subtitle':
    'Izaberite vrstu; formu možete da sačuvate na svakom koraku i završite kasnije.',
  'listingsList.choose.apartment': 'Apartman, kuću, sobu ili vikendicu u kojoj gosti borave.',
  'listingsList.choose.attraction': 'Muzej, turu, avanturu ili mesto koje vredi posetiti.',
  'listingsList.choose.restaurant': 'Restoran, kafanu ili kafić u kome gosti jedu i piju.',
  'listingsList.choose.account_first': 'Prvo ćete napraviti nalog. Već imate nalog?',
  'listingsList.choose.login': 'Prijavite se',
  'listingsList.sub.title': '{category} po vrsti',
  'listingsList.sub.subtitle': 'Vaši oglasi grupisani po vrsti objekta.',
  'listingsList.sub.count':
    '{count, plural, =0 {nema oglasa} one {# oglas} few {# oglasa} other {# oglasa}}',
  'listingsList.sub.unassigned': 'Vrsta još nije izabrana',
  'listingsList.sub.truncated':
    'Ovde je grupisano samo vaših najnovijih {count} oglasa; puna lista sadrži sve.',
  // Provera
  'verifyListing.title': 'Proverite svoje podatke',
  'verifyListing.subtitle': 'Gosti mogu da rezervišu vaše oglase kada je sve ovo na mestu.',
  'verifyListing.state.done': 'Gotovo',
  'verifyListing.email.title': 'Potvrđena e-mail adresa',
  'verifyListing.email.missing': 'Otvorite link koji smo poslali na vašu e-mail adresu.',
  'verifyListing.email.resend': 'Pošalji link ponovo',
  'verifyListing.government_id.title': 'Lični dokument',
  'verifyListing.government_id.missing':
    'Otpremite prednju i zadnju stranu lične karte ili pasoša.',
  'verifyListing.government_id.link': 'Otpremite dokument',
  'verifyListing.payout.title': 'Način isplate',
  'verifyListing.payout.missing': 'Dodajte račun na koji vam isplaćujemo zaradu.',
  'verifyListing.payout.link': 'Dodajte način isplate',
  'verifyListing.details.title': 'Vaši podaci',
  'verifyListing.details.missing': 'Dodajte JMBG i adresu, ili podatke firme.',
  'verifyListing.details.link': 'Dodajte podatke',
  'verifyListing.done_title': 'Sve je na mestu',
  'verifyListing.done_text': 'Gosti mogu da rezervišu vaše oglase čim budu objavljeni.',
  'listingForm.parking.choose': 'Izaberite',
  'listingForm.reservation.time_placeholder': 'npr. 14:00',
  'listingForm.activity.rooms':
    '{rooms, plural, one {# soba} few {# sobe} other {# soba}}, {beds, plural, one {# krevet} few {# kreveta} other {# kreveta}}',
  'listingsList.sub.none': 'Još nemate oglase ove vrste.',
} satisfies Record<keyof typeof en, string>;

import type { listings as en } from '../en/listings';

export const listings = {
  'listings.step.info': 'Osnovne informacije',
  'listings.step.property': 'Objekat',
  'listings.step.location': 'Lokacija',
  'listings.step.tags': 'Oprema',
  'listings.step.gallery': 'Galerija',
  'listings.step.pricing': 'Cene',
  'listings.step.reservation': 'Rezervacije',
  'listings.step.terms': 'Uslovi',
  'listings.step.activity': 'Aktivnosti',
  'listings.step_not_applicable': 'Ovaj korak ne postoji za ovu kategoriju',
  'listings.subcategory_invalid': 'Izaberite vrstu iz ove kategorije',
  'listings.country_invalid': 'Izaberite državu sa liste',
  'listings.tags_invalid': 'Izaberite opremu ove kategorije',
  'listings.extra_guest_needs_capacity':
    'Cena za dodatnog gosta moguća je samo za smeštaj za bar 2 gosta (prvo unesite najveći broj gostiju)',
  'listings.extra_guest_threshold_max':
    'Broj gostiju uključenih u cenu mora biti manji od najvećeg broja gostiju',
  'listings.max_stay_below_min': 'Najduži boravak ne može biti kraći od najkraćeg',
  'listings.photo_order_mismatch': 'Pošaljite svaku fotografiju ovog oglasa tačno jednom',
  'listings.photo_not_found': 'Fotografija nije pronađena',
  'listings.last_photo': 'Oglas na proveri ili objavljen oglas mora imati bar jednu fotografiju',
  'listings.delete_link_invalid': 'Link za potvrdu nije ispravan ili je istekao',
  'listings.delete_requested': 'Poslali smo vam e-poruku sa linkom za potvrdu brisanja',
  'listings.conflict.submit': 'Na proveru se može poslati samo nacrt',
  'listings.conflict.request_review':
    'Ponovnu proveru možete zatražiti samo za oglas vraćen na ispravku',
  'listings.conflict.deactivate': 'Deaktivirati se može samo objavljen oglas',
  'listings.conflict.activate': 'Aktivirati se može samo deaktiviran oglas',
  'listings.conflict.approve': 'Odobriti se može samo oglas koji čeka proveru',
  'listings.conflict.request_fix': 'Na ispravku se može vratiti samo oglas koji čeka proveru',
  'listings.conflict.delete': 'Ovaj oglas ne može da se obriše',
  'listings.mail.approved.subject': 'Vaš oglas je objavljen',
  'listings.mail.approved.body': 'Naš tim je pregledao vaš oglas i sada ga gosti vide:',
  'listings.mail.fix.subject': 'Vaš oglas treba da dopunite',
  'listings.mail.fix.body':
    'Naš tim je pregledao vaš oglas. Molimo vas da uradite sledeće izmene i kliknete Zatraži ponovni pregled:',
  'listings.mail.review.button': 'Otvori oglas',
  'listings.mail.delete.subject': 'Potvrdite brisanje oglasa',
  'listings.mail.delete.body':
    'Zatražili ste da obrišemo oglas naveden ispod sa Gazde. Kada potvrdite, biće uklonjen sa sajta i iz vašeg panela.',
  'listings.mail.delete.button': 'Obriši oglas',
  'listings.mail.delete.expiry': 'Link važi 24 sata.',
  'listings.mail.delete.ignore':
    'Ako niste vi zatražili brisanje, zanemarite ovu poruku: oglas ostaje kakav jeste.',
  // Stanje oglasa i upozorenje o proveri: i na kontrolnoj tabli (deo `visited`, ../../load.ts)
  'listingForm.status.draft': 'Nacrt',
  'listingForm.status.pending': 'Na proveri',
  'listingForm.status.pending_fix': 'Potrebne izmene',
  'listingForm.status.listed': 'Objavljen',
  'listingForm.status.unlisted': 'Neaktivan',
  'verifyListing.alert':
    '{count, plural, one {Nedostaje još # podatak} few {Nedostaju još # podatka} other {Nedostaje još # podataka}} pre nego što gosti mogu da rezervišu vaše oglase.',
  'verifyListing.alert_link': 'Dopunite podatke',
  'hostReadiness.banner': 'Gosti mogu da rezervišu vaše oglase kada dodate:',
  'hostReadiness.item.email': 'potvrđen e-mail',
  'hostReadiness.item.phone': 'broj telefona',
  'hostReadiness.item.payout': 'način isplate',
  'listings.conflict.delete_draft':
    'Odmah se briše samo nacrt; poslat oglas se briše preko linka iz e-maila',
  'listings.conflict.host_not_ready':
    'Oglas može da bude objavljen kada vaš nalog ima potvrđen e-mail, broj telefona i način isplate',
} satisfies Record<keyof typeof en, string>;

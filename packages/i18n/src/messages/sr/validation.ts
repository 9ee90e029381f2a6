import type { validation as en } from '../en/validation';

export const validation = {
  'validation.error': 'Greška u podacima',
  'validation.required': 'Obavezno polje',
  'validation.invalid': 'Vrednost nije ispravna',
  'validation.email': 'Unesite ispravnu e-mail adresu',
  'validation.min_length':
    'Unesite najmanje {min, plural, one {# znak} few {# znaka} other {# znakova}}',
  'validation.max_length':
    'Unesite najviše {max, plural, one {# znak} few {# znaka} other {# znakova}}',
  'validation.min_value': 'Vrednost mora biti najmanje {min}',
  'validation.max_value': 'Vrednost može biti najviše {max}',
  'validation.between': 'Vrednost mora biti između {min} i {max}',
  'validation.min_items': 'Izaberite najmanje {min}',
  'validation.max_items': 'Izaberite najviše {max}',
  'validation.fill_one_of': 'Popunite bar jedno od ovih polja',
  'validation.passwords_match': 'Lozinke se moraju poklapati',
  'validation.phone': 'Unesite ispravan broj telefona',
  'validation.email_taken': 'Ova e-mail adresa je već registrovana',
  'validation.password_guessable':
    'Ovu lozinku je lako pogoditi: česta je, ili je to vaše ime, e-mail adresa ili ime sajta sa ciframa. Izaberite drugu.',
  'validation.current_password': 'Trenutna lozinka nije tačna',
  'validation.credentials': 'Pogrešan e-mail ili lozinka',
  'validation.reset_token': 'Link za promenu lozinke nije ispravan ili je istekao',
  'validation.verify_link': 'Link za potvrdu nije ispravan ili je istekao',
  'validation.street_and_number': 'Unesite ulicu i broj, npr. Knez Mihailova 34',
  'validation.tags_required': 'Izaberite bar jednu oznaku',
  'validation.time': 'Unesite vreme u obliku ČČ:MM',
  'validation.terms': 'Morate prihvatiti uslove',
  'validation.date': 'Unesite datum',
  'validation.date_order': 'Kraj mora biti posle početka',
  'validation.color': 'Izaberite boju',
  'validation.idempotency_key':
    'Zaglavlje Idempotency-Key mora imati od 1 do 255 štampljivih ASCII znakova',
} satisfies Record<keyof typeof en, string>;

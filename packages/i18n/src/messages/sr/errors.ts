import type { errors as en } from '../en/errors';

export const errors = {
  'errors.unauthenticated': 'Niste prijavljeni.',
  'errors.forbidden': 'Nemate dozvolu za ovu radnju.',
  'errors.not_found': 'Nije pronađeno',
  'errors.apartment_not_found': 'Apartman nije pronađen',
  'errors.no_longer_available': 'Apartman više nije dostupan za izdavanje',
  'errors.reservation_not_made': 'Rezervacija nije napravljena',
  'errors.conflict': 'Ovaj korak nije moguć u trenutnom stanju',
  'errors.payout_locked': 'Način isplate koji koriste rezervacije ne može se obrisati ni izmeniti',
  'errors.too_many_attempts': 'Previše pokušaja.',
  'errors.too_many_requests': 'Previše zahteva, pokušajte ponovo kasnije',
  'errors.server': 'Došlo je do greške, pokušajte ponovo kasnije',
  'errors.payload_too_large': 'Zahtev je prevelik',
  'errors.bad_request': 'Zahtev nije ispravan',
  'errors.idempotency_key_reused': 'Ovaj Idempotency-Key je već korišćen za drugačiji zahtev',
  'errors.idempotency_in_progress': 'Ovaj zahtev se još obrađuje, pokušajte ponovo za trenutak',
  'errors.host_not_ready':
    'Ovaj oglas još ne može da se rezerviše: domaćin nije završio podešavanje naloga',
} satisfies Record<keyof typeof en, string>;

import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read out over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short human code like `GZ-7K3Q9P` (31^6 ≈ 887 million); uniqueness is the table's. */
export function reservationCode(): string {
  let code = 'GZ-';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

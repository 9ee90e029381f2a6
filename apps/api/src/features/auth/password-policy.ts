import { PASSWORD_MIN } from '@gazda/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { validation } from '../../errors';

/*
 * docs/security.md G2 (ASVS 6.1.2, 6.2.4, 6.2.11): a new password is refused when it is one of the
 * most common passwords (zxcvbn-ts's list of about 49,000 from breaches, those of at least
 * PASSWORD_MIN characters), or when it is nothing but a word of this site or of the person (their
 * names, their e-mail address) with digits and symbols around it: `gazda2024`, `Petar.1990`.
 */

/** Words of the site and its trade that make a password easy to guess here. */
const SITE_WORDS = [
  'gazda',
  'gazda.rs',
  'gazdars',
  'booking',
  'apartman',
  'apartmani',
  'smestaj',
  'smeštaj',
  'lozinka',
  'password',
] as const;

let common: ReadonlySet<string> | undefined;

/** The list, read once at the first use (the package decompresses it: a few milliseconds). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN));
  return common;
}

/** The person's own words: names and the parts of the e-mail address of 3 letters or more. */
export function personalWords(person: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string[] {
  const parts = [person.first_name, person.last_name, person.email]
    .flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => part.length >= 3);
  return [...new Set(parts)];
}

/**
 * True when the password is common, or only site and personal words with digits and symbols
 * (case ignored): what a guessing attacker tries first.
 */
function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const words = [...SITE_WORDS, ...personal].sort((a, b) => b.length - a.length);
  let rest = lower;
  for (const word of words) rest = rest.split(word).join(' ');
  return rest !== lower && !/\p{L}/u.test(rest);
}

/** 422 on `password` with the reason in the person's language, or nothing. */
export function assertNotGuessable(password: string, personal: readonly string[] = []): void {
  if (isGuessablePassword(password, personal))
    throw validation({ password: ['validation.password_guessable'] });
}

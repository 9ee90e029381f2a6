import { mod97 } from './validators/checksums';

/*
 * The payment reference ("poziv na broj") in the NBS model 97, the one every Serbian bank checks:
 * two control digits first, then the reference itself (digits, optionally grouped with dashes).
 * The control digits are ISO 7064 MOD 97-10 over the digits that follow: 98 − (digits·100 mod 97),
 * so the digits followed by the control digits are ≡ 1 (mod 97). Rules: docs/rules/payments.md.
 */

/** Digits the server draws for a new reference, before its two control digits. */
export const REFERENCE_DIGITS = 10;

/** A model-97 reference is at most 23 characters: 2 control digits and 21 of reference. */
const MODEL_97_MAX_LENGTH = 23;

function digitsOnly(reference: string): string {
  return reference.replace(/-/g, '');
}

/** The two control digits of `digits` (dashes ignored) under model 97. */
function model97Control(digits: string): string {
  return String(98 - mod97(`${digitsOnly(digits)}00`)).padStart(2, '0');
}

/** The model-97 reference of `digits`: the control digits first, then the digits. */
export function model97Reference(digits: string): string {
  return `${model97Control(digits)}${digits}`;
}

/**
 * Whether `reference` passes a bank's model-97 check: digits and single inner dashes, at most 23
 * characters, at least one digit after the control digits, and the right control digits.
 */
export function isModel97(reference: string): boolean {
  if (reference.length > MODEL_97_MAX_LENGTH) return false;
  if (!/^\d{2}\d+(-\d+)*$/.test(reference)) return false;
  return model97Control(reference.slice(2)) === reference.slice(0, 2);
}

/**
 * The reference to quote for a stored one. References stored before model 97 (ten digits and
 * their check digits at the end) are not model 97; they get model-97 control digits in front, so
 * the bank accepts them and the stored digits are still in them for the operator to match.
 */
export function quotedReference(stored: string): string {
  return isModel97(stored) ? stored : model97Reference(stored);
}

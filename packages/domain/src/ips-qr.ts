import { MINOR_UNITS_PER_MAJOR } from './money';
import { isModel97 } from './payment-reference';
import { validateRsdAccount } from './validators/rsd-account';

/*
 * The text of an NBS IPS QR code for a payment order ("K:PR"), the code every Serbian mobile bank
 * scans. Tags in the specification's order, separated by "|", none empty, no "|" at either end.
 * Rules and limits: docs/rules/payments.md. Pure: the server and the mails draw the picture.
 */

/** N: the payee's name (and place), at most 70 characters in at most 3 lines. */
export const IPS_NAME_MAX = 70;
const IPS_NAME_MAX_LINES = 3;
/** S: the purpose of the payment, at most 35 characters on one line. */
export const IPS_PURPOSE_MAX = 35;
/** I: "RSD" and the amount, 5 to 18 characters ("RSD1," … "RSD999999999999,99"). */
const IPS_AMOUNT_MAX = 18;
/** RO: the model ("97") and the reference, at most 25 characters. */
const IPS_REFERENCE_MAX = 25;
/**
 * SF 289, "transactions ordered by citizens": the guest pays from a personal account. The payer
 * may change it in the banking app; the code does not move money differently.
 */
const IPS_PAYMENT_CODE = '289';

type IpsPayment = {
  /** The payee's domestic RSD account (18 digits or the printed short form). */
  account: string;
  /** The payee's name, optionally a place on a second or third line. */
  name: string;
  /** RSD in para (integer minor units), more than zero. */
  amountPara: number;
  /** The payment code: 3 digits, the first 1 (cash) or 2 (non-cash). */
  paymentCode?: string;
  /** The purpose; omitted from the code when empty. */
  purpose?: string;
  /** The model-97 reference (control digits first), without the model. */
  reference: string;
};

type IpsField = 'account' | 'name' | 'amount' | 'payment_code' | 'purpose' | 'reference';
type IpsResult = { ok: true; value: string } | { ok: false; field: IpsField };

/** "|" separates the tags; control characters (a line feed aside, in N) have no place. */
function isForbidden(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return char === '|' || (code < 0x20 && char !== '\n') || code === 0x7f;
}

function hasForbidden(text: string): boolean {
  return [...text].some(isForbidden);
}

/** `1234,56` for 123456 para; `1234,` for whole dinars (the comma is required, decimals not). */
function ipsAmount(para: number): string {
  const whole = Math.trunc(para / MINOR_UNITS_PER_MAJOR);
  const cents = para % MINOR_UNITS_PER_MAJOR;
  return cents === 0 ? `${whole},` : `${whole},${String(cents).padStart(2, '0')}`;
}

function validName(name: string): boolean {
  if (name.trim() === '' || name !== name.trim() || hasForbidden(name)) return false;
  const lines = name.split('\n');
  return (
    [...name].length <= IPS_NAME_MAX &&
    lines.length <= IPS_NAME_MAX_LINES &&
    lines.every((line) => line.trim() !== '')
  );
}

function validPurpose(purpose: string): boolean {
  return (
    !hasForbidden(purpose) && !purpose.includes('\n') && [...purpose].length <= IPS_PURPOSE_MAX
  );
}

/** The IPS QR text of a payment order, or the first field that breaks the specification. */
export function ipsPayload(payment: IpsPayment): IpsResult {
  const account = validateRsdAccount(payment.account);
  if (!account.ok) return { ok: false, field: 'account' };
  if (!validName(payment.name)) return { ok: false, field: 'name' };
  if (!Number.isSafeInteger(payment.amountPara) || payment.amountPara <= 0)
    return { ok: false, field: 'amount' };
  const amount = `RSD${ipsAmount(payment.amountPara)}`;
  if (amount.length > IPS_AMOUNT_MAX) return { ok: false, field: 'amount' };
  const code = payment.paymentCode ?? IPS_PAYMENT_CODE;
  if (!/^[12]\d{2}$/.test(code)) return { ok: false, field: 'payment_code' };
  const purpose = (payment.purpose ?? '').trim();
  if (!validPurpose(purpose)) return { ok: false, field: 'purpose' };
  const reference = `97${payment.reference}`;
  if (!isModel97(payment.reference) || reference.length > IPS_REFERENCE_MAX)
    return { ok: false, field: 'reference' };

  const tags = [
    'K:PR',
    'V:01',
    'C:1',
    `R:${account.value}`,
    `N:${payment.name}`,
    `I:${amount}`,
    `SF:${code}`,
    ...(purpose ? [`S:${purpose}`] : []),
    `RO:${reference}`,
  ];
  return { ok: true, value: tags.join('|') };
}

/**
 * Free text made fit for N or S: separators and control characters become spaces, runs of spaces
 * one, cut to `max` characters (whole code points, so a Serbian letter is never split).
 */
export function ipsText(text: string, max: number): string {
  const cleaned = [...text]
    .map((char) => (isForbidden(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, max).join('').trim();
}

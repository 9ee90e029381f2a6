import { describe, expect, it } from 'vitest';
import { isModel97, model97Reference, quotedReference } from './payment-reference';

/** The control digits model97Reference puts in front. */
const model97Control = (digits: string) => model97Reference(digits).slice(0, 2);

describe('model 97 control digits', () => {
  it.each([
    // An RSD account's control digits are the same MOD 97-10 over bank + account: 260-…-79.
    ['2600056010016113', '79'],
    ['1234567890', '92'],
    ['1000000000', '93'],
    ['9999999999', '51'],
    ['1000000028', '09'], // a control below 10 keeps its leading zero
    ['2017-0001', model97Control('20170001')], // dashes are not counted
    ['123', '20'],
  ])('%s → %s', (digits, control) => {
    expect(model97Control(digits)).toBe(control);
    // the bank's own check: the digits followed by the control digits are ≡ 1 (mod 97)
    expect(BigInt(`${digits.replace(/-/g, '')}${control}`) % 97n).toBe(1n);
  });
});

describe('model97Reference and isModel97', () => {
  it.each([
    ['1234567890', '921234567890'],
    ['2600056010016113', '792600056010016113'],
    ['1000000028', '091000000028'],
  ])('%s → %s (control digits first)', (digits, reference) => {
    expect(model97Reference(digits)).toBe(reference);
    expect(isModel97(reference)).toBe(true);
  });

  it.each([
    ['931234567890', 'wrong control digits'],
    ['921234567891', 'one digit changed'],
    ['92', 'no reference after the control digits'],
    ['9212345-', 'a trailing dash'],
    ['92-1234567890', 'a dash inside the control digits'],
    ['92 1234567890', 'a space'],
    ['92A234567890', 'a letter'],
    [`${model97Control('1'.repeat(22))}${'1'.repeat(22)}`, 'longer than 23 characters'],
  ])('%s is refused (%s)', (reference) => {
    expect(isModel97(reference)).toBe(false);
  });

  it('accepts the longest reference, 23 characters', () => {
    const digits = '1'.repeat(21);
    expect(isModel97(model97Reference(digits))).toBe(true);
  });
});

describe('quotedReference', () => {
  it('keeps a model-97 reference as stored', () => {
    expect(quotedReference('921234567890')).toBe('921234567890');
  });

  it('puts model-97 control digits in front of a reference stored before model 97', () => {
    // 1234567890 with its old check digits at the end (92): not model 97 as stored
    const old = '123456789092';
    expect(isModel97(old)).toBe(false);
    const quoted = quotedReference(old);
    expect(quoted).toBe(`${model97Control(old)}${old}`);
    expect(quoted.endsWith(old)).toBe(true);
    expect(isModel97(quoted)).toBe(true);
  });
});

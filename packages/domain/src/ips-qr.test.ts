import { describe, expect, it } from 'vitest';
import { ipsPayload, ipsText } from './ips-qr';

type IpsPayment = Parameters<typeof ipsPayload>[0];

const base: IpsPayment = {
  account: '260-0056010016113-79',
  name: 'Gazda d.o.o.\nBeograd',
  amountPara: 1_234_56,
  purpose: 'Avans GZ-7K3Q9P',
  reference: '921234567890',
};

describe('the amount (I)', () => {
  it.each([
    [1, '0,01'],
    [10, '0,10'],
    [99, '0,99'],
    [100, '1,'],
    [1_234_56, '1234,56'],
    [1_234_50, '1234,50'],
    [1_234_00, '1234,'],
    [100_000_000, '1000000,'],
    [99_999_999_999_999, '999999999999,99'],
  ])('%i para → RSD%s', (para, text) => {
    const result = ipsPayload({ ...base, amountPara: para });
    expect(result.ok && result.value).toContain(`|I:RSD${text}|`);
  });
});

describe('ipsPayload', () => {
  it('writes the tags in order, the account in 18 digits, the model before the reference', () => {
    expect(ipsPayload(base)).toEqual({
      ok: true,
      value:
        'K:PR|V:01|C:1|R:260005601001611379|N:Gazda d.o.o.\nBeograd|I:RSD1234,56|SF:289|S:Avans GZ-7K3Q9P|RO:97921234567890',
    });
  });

  it('leaves out an empty purpose instead of writing "S:"', () => {
    const result = ipsPayload({ ...base, purpose: '  ' });
    expect(result.ok && result.value).toBe(
      'K:PR|V:01|C:1|R:260005601001611379|N:Gazda d.o.o.\nBeograd|I:RSD1234,56|SF:289|RO:97921234567890',
    );
  });

  it.each([
    ['Šćepan Đurić Žarković', 'Serbian Latin letters'],
    ['Чедомир Јовановић', 'Cyrillic'],
    ['Ž'.repeat(70), '70 Serbian letters (counted as characters, not bytes)'],
    ['a\nb\nc', 'three lines'],
  ])('accepts the name %j (%s)', (name) => {
    const result = ipsPayload({ ...base, name });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value).toContain(`|N:${name}|`);
  });

  it.each([
    ['', 'empty'],
    ['x'.repeat(71), '71 characters'],
    ['Ž'.repeat(71), '71 Serbian letters'],
    ['a\nb\nc\nd', 'four lines'],
    ['a\n\nb', 'an empty line'],
    ['Gazda | Beograd', 'the separator'],
    ['Gazda\tBeograd', 'a tab'],
    [' Gazda', 'a leading space'],
  ])('refuses the name %j (%s)', (name) => {
    expect(ipsPayload({ ...base, name })).toEqual({ ok: false, field: 'name' });
  });

  it.each([
    ['x'.repeat(35), true],
    ['č'.repeat(35), true],
    ['x'.repeat(36), false],
    ['Avans|GZ', false],
    ['Avans\nGZ', false],
  ])('purpose %j ok=%s', (purpose, ok) => {
    expect(ipsPayload({ ...base, purpose }).ok).toBe(ok);
  });

  it.each([
    [0, 'zero'],
    [-100, 'negative'],
    [1.5, 'a fraction of a para'],
    [100_000_000_000_001, 'more than 15 characters after RSD (1000000000000,01)'],
  ])('refuses the amount %s (%s)', (amountPara) => {
    expect(ipsPayload({ ...base, amountPara })).toEqual({ ok: false, field: 'amount' });
  });

  it('takes the largest amount the field holds: 18 characters', () => {
    const result = ipsPayload({ ...base, amountPara: 99_999_999_999_999 });
    expect(result.ok && result.value).toContain('|I:RSD999999999999,99|');
  });

  it.each([
    ['260-0056010016113-78', 'account'],
    ['RS35260005601001611379', 'account'],
  ])('refuses the account %s', (account, field) => {
    expect(ipsPayload({ ...base, account })).toEqual({ ok: false, field });
  });

  it.each([
    ['189', true],
    ['289', true],
    ['221', true],
    ['389', false],
    ['28', false],
    ['2890', false],
  ])('payment code %s ok=%s', (paymentCode, ok) => {
    expect(ipsPayload({ ...base, paymentCode }).ok).toBe(ok);
  });

  it.each([
    ['931234567890', 'wrong control digits'],
    ['97-1234', 'not model 97'],
    ['1'.repeat(24), 'longer than RO holds'],
  ])('refuses the reference %s (%s)', (reference) => {
    expect(ipsPayload({ ...base, reference })).toEqual({ ok: false, field: 'reference' });
  });
});

describe('ipsText', () => {
  it.each([
    ['Apartman | Zlatibor', 35, 'Apartman Zlatibor'],
    ['  Vila\n\tJelena  ', 70, 'Vila Jelena'],
    ['Đurđevdan '.repeat(10), 35, 'Đurđevdan Đurđevdan Đurđevdan Đurđe'],
  ])('%j (max %i) → %j', (text, max, out) => {
    expect(ipsText(text, max)).toBe(out);
    expect([...ipsText(text, max)].length).toBeLessThanOrEqual(max);
  });
});

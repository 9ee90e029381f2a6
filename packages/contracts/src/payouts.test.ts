import { describe, expect, it } from 'vitest';
import { payoutMethodBodySchema } from './payouts';
import { fieldErrors } from './validation';

const ids = (id: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length ? `${id}${JSON.stringify(values)}` : id;
const errorsOf = (input: unknown) => {
  const r = payoutMethodBodySchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error.issues, ids);
};

describe('payout method schema', () => {
  it('normalises each type with the domain validators', () => {
    expect(
      payoutMethodBodySchema.parse({ type: 'domestic', account_number: '260-56010016113-79' }),
    ).toEqual({ type: 'domestic', account_number: '260005601001611379' });
    expect(
      payoutMethodBodySchema.parse({
        type: 'iban',
        swift: 'aikb rs22',
        account_number: 'rs35 2600 0560 1001 6113 79',
        bank_name: ' AIK Banka ',
        address: 'Beograd',
        full_name: 'Petar Petrović',
        service: 'post', // another type's field is dropped
      }),
    ).toEqual({
      type: 'iban',
      swift: 'AIKBRS22',
      account_number: 'RS35260005601001611379',
      bank_name: 'AIK Banka',
      address: 'Beograd',
      full_name: 'Petar Petrović',
    });
    expect(
      payoutMethodBodySchema.parse({
        type: 'money_transfer',
        service: 'post',
        full_name: 'Petar Petrović',
        address: 'Niš',
        phone: '021 4871000',
      }),
    ).toMatchObject({ phone: '+381214871000' });
  });

  it.each([
    [{ type: 'domestic', account_number: '' }, { account_number: ['validation.required'] }],
    [
      { type: 'domestic', account_number: '260-0056010016113-78' },
      { account_number: ['payouts.validation.rsd_checksum'] },
    ],
    [
      { type: 'domestic', account_number: '26A005601001611379' },
      { account_number: ['payouts.validation.rsd_format'] },
    ],
    [
      { type: 'iban', swift: 'AIKBRS2', account_number: 'XX35260005601001611379' },
      {
        swift: ['payouts.validation.swift_length'],
        account_number: ['payouts.validation.iban_country'],
        bank_name: ['validation.required'],
        address: ['validation.required'],
        full_name: ['validation.required'],
      },
    ],
    [
      { type: 'money_transfer', service: 'post', full_name: 'Al', address: 'Niš', phone: 'abc' },
      { full_name: ['validation.min_length{"min":3}'], phone: ['validation.phone'] },
    ],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('an unknown type is refused on `type`', () => {
    expect(Object.keys(errorsOf({ type: 'cash' }))).toEqual(['type']);
  });
});

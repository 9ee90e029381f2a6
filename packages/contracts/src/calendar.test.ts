import { MAX_AMOUNT_MINOR } from '@gazda/domain/money';
import { describe, expect, it } from 'vitest';
import {
  localDateSchema,
  manualReservationBodySchema,
  putDaysBodySchema,
  requestDateSchema,
} from './calendar';
import { pricingStepSchema } from './listing-steps';

describe('dates are the domain’s local dates', () => {
  it.each([
    ['2027-01-06', true, true],
    ['2028-02-29', true, true],
    ['2027-02-29', false, false], // the shape of a date, but none
    ['2027-13-01', false, false],
    ['2027-1-06', false, false],
    ['0001-01-01', true, false], // an answer may carry it, a request may not
    ['3000-01-01', true, false],
    ['0000-01-01', false, false],
  ])('%s: an answer date %s, a request date %s', (value, answer, request) => {
    expect(localDateSchema.safeParse(value).success).toBe(answer);
    expect(requestDateSchema.safeParse(value).success).toBe(request);
  });
});

describe('amounts stop at MAX_AMOUNT_MINOR', () => {
  const stay = { check_in: '2027-01-06', check_out: '2027-01-09', guests: 2, guest_name: 'Ana' };
  const bodies: [string, (amount: number) => { success: boolean }][] = [
    [
      'a special price',
      (price) => putDaysBodySchema.safeParse({ from: '2027-01-06', to: '2027-01-06', price }),
    ],
    [
      'a manual reservation’s total',
      (total) => manualReservationBodySchema.safeParse({ ...stay, total }),
    ],
    ['a base price', (base_price) => pricingStepSchema.safeParse({ currency: 'EUR', base_price })],
  ];
  it.each(bodies)('%s', (_name, parse) => {
    expect(parse(MAX_AMOUNT_MINOR).success).toBe(true);
    expect(parse(MAX_AMOUNT_MINOR + 1).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  locationStepSchema,
  parkingSchema,
  STREET_AND_NUMBER,
  tagsStepSchema,
  termsStepSchema,
} from './listings';

describe('street and number', () => {
  it.each([
    'Knez Mihailova 34',
    'Bulevar oslobođenja 12a',
    'Njegoševa 5/2',
    'street 34',
    'Cara Dušana 1',
  ])('accepts "%s"', (value) => expect(STREET_AND_NUMBER.test(value)).toBe(true));
  it.each(['Knez Mihailova', '34', 'Knez Mihailova bb', '', ' 34 Main'])('refuses "%s"', (value) =>
    expect(STREET_AND_NUMBER.test(value)).toBe(false),
  );

  it('names the rule in the message id', () => {
    const r = locationStepSchema.safeParse({
      country: 'RS',
      city: 'Beograd',
      street_and_number: 'Knez Mihailova',
      latitude: 44.8,
      longitude: 20.4,
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['validation.street_and_number']);
  });
});

describe('other step rules', () => {
  it('at least one tag', () => {
    expect(tagsStepSchema.safeParse({ tag_ids: [] }).error?.issues[0]?.message).toBe(
      'validation.tags_required',
    );
  });

  it('terms must be agreed', () => {
    expect(termsStepSchema.safeParse({ terms_accepted: false }).success).toBe(false);
    expect(termsStepSchema.safeParse({ terms_accepted: true }).success).toBe(true);
  });

  it('paid parking needs a price and its type', () => {
    const r = parkingSchema.safeParse({ availability: 'paid' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['price', 'price_type']);
    expect(
      parkingSchema.safeParse({ availability: 'free', options: ['garage', 'electric_charging'] })
        .success,
    ).toBe(true);
  });
});

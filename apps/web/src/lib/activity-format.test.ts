import { createTranslator } from '@gazda/i18n/translate';
import { describe, expect, it } from 'vitest';
import { activitySubject, activityValue, showsChange } from './activity-format';

type ActivityEntryLike = Parameters<typeof activitySubject>[0];

const en = createTranslator('en');
const sr = createTranslator('sr');
const entry = (e: Partial<ActivityEntryLike>): ActivityEntryLike => ({
  kind: 'changed',
  entity: 'listing',
  field: null,
  ...e,
});

describe('activity entries in words', () => {
  it.each([
    [entry({ entity: 'user', field: 'lang' }), 'Language', 'Jezik'],
    [entry({ entity: 'listing', field: 'base_price' }), 'Price per night', 'Cena po noći'],
    [entry({ entity: 'reservation', field: 'status' }), 'Reservation status', 'Status rezervacije'],
    [entry({ entity: 'listing', kind: 'created' }), 'Listing created', 'Oglas napravljen'],
    [entry({ entity: 'payout_method', kind: 'deleted' }), 'Payout method · Deleted', null],
    [entry({ entity: 'user', field: 'unknown_field' }), 'unknown_field', 'unknown_field'],
  ])('%o reads "%s"', (e, english, serbian) => {
    expect(activitySubject(e, en)).toBe(english);
    if (serbian) expect(activitySubject(e, sr)).toBe(serbian);
  });

  it.each([
    [entry({ entity: 'user', field: 'lang' }), 'sr', 'Serbian'],
    [entry({ entity: 'user', field: 'notifications' }), false, 'no'],
    [entry({ entity: 'user', field: 'password' }), '***', '***'],
    [entry({ entity: 'listing', field: 'status' }), 'pending_fix', 'Needs changes'],
    [entry({ entity: 'reservation', field: 'status' }), 'cancelled', 'Cancelled'],
    [entry({ entity: 'listing', field: 'tag_ids' }), [3, 4, 5], '3 chosen'],
    [entry({ entity: 'listing', field: 'base_price' }), 5000, '€50.00'],
    [
      entry({ entity: 'calendar', field: 'blocked' }),
      { dates: '2027-01-06…2027-01-09', value: true },
      '2027-01-06…2027-01-09: yes',
    ],
    [entry({ entity: 'listing', field: 'city' }), null, '—'],
  ])('%o shows %o as "%s"', (e, value, shown) => {
    expect(activityValue(e, value, { t: en, locale: 'en', currency: 'EUR' })).toBe(shown);
  });

  it('photo order and created entries have no from → to', () => {
    expect(showsChange(entry({ field: 'photo_order' }))).toBe(false);
    expect(showsChange(entry({ kind: 'created' }))).toBe(false);
    expect(showsChange(entry({ field: 'city' }))).toBe(true);
  });
});

import type { PutDaysBody } from '@gazda/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { changedOverrides, exampleDays, workedExample } from '../test/fixtures';
import { applyDayChange } from './apply-day-change';
import { pricingListing } from './local-quote';

const FROM = '2027-01-05';
const DAYS = 24; // 01-05 … 01-28: weekends, the special price, the rule, every reason

/*
 * The grid's instant change must be what the server will answer. The expected days are priced by
 * the domain from the changed calendar (`exampleDays`), never by the code under test.
 */
describe('applyDayChange agrees with the domain', () => {
  it.each<[string, Omit<PutDaysBody, 'from' | 'to'>, string, string]>([
    ['a special price', { price: 4200 }, '2027-01-06', '2027-01-10'],
    ['clearing a special price', { price: null }, '2027-01-07', '2027-01-07'],
    ['a rule that raises the price', { rule_id: 1 }, '2027-01-08', '2027-01-12'],
    ['a rule that lowers the price', { rule_id: 2 }, '2027-01-14', '2027-01-17'],
    ['a rule under a special price', { rule_id: 1 }, '2027-01-07', '2027-01-07'],
    ['removing a rule', { rule_id: null }, '2027-01-10', '2027-01-13'],
    ['a block over held nights', { blocked: true }, '2027-01-18', '2027-01-28'],
    ['opening only manual blocks', { blocked: false }, '2027-01-18', '2027-01-28'],
    ['all three at once', { price: 7000, rule_id: 2, blocked: true }, '2027-01-09', '2027-01-10'],
  ])('%s', (_name, change, from, to) => {
    const body: PutDaysBody = { ...change, from, to };
    const listing = pricingListing(workedExample.listing);
    const shown = applyDayChange(exampleDays(FROM, DAYS), body, listing, workedExample.rules);
    expect(shown).toEqual(exampleDays(FROM, DAYS, changedOverrides(body)));
  });
});

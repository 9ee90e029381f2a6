import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  hasCalendar,
  ownerActions,
  reachedSteps,
  resumeStep,
} from './listing-model';
import { rememberCategory, takePendingCategory } from './pending-category';
import { listingFixture } from './testing/listing-fixture';

describe('listing model', () => {
  it.each([
    ['listed', { sr: '0', en: '1' }, 'sr', 'unlisted'],
    ['listed', { sr: '0', en: '1' }, 'en', 'listed'],
    ['pending', { sr: '0', en: '0' }, 'sr', 'pending'],
  ] as const)('%s with active %o in %s shows %s', (status, active, locale, shown) => {
    expect(displayStatus({ status, active }, locale)).toBe(shown);
  });

  it('resumes at the first incomplete step, and a draft reaches only the steps up to it', () => {
    const listing = listingFixture({
      completed_steps: ['info', 'property', 'activity'],
      first_incomplete_step: 'location',
    });
    expect(resumeStep(listing)).toBe('location');
    const reached = reachedSteps(listing);
    expect([...reached].sort()).toEqual(['activity', 'info', 'location', 'property']);
    expect(reachedSteps({ ...listing, status: 'listed' }).size).toBe(9);
  });

  it('attractions skip the apartment-only steps', () => {
    const listing = listingFixture({ category: 'attraction', first_incomplete_step: null });
    expect(resumeStep(listing)).toBe('info');
    expect(reachedSteps({ ...listing, status: 'pending' }).has('pricing')).toBe(false);
  });

  it('offers the owner only the transitions of docs/rules/decisions.md §3', () => {
    const menu = (status: Parameters<typeof ownerActions>[0]) =>
      ownerActions(status).filter((a) => ['deactivate', 'activate', 'delete_request'].includes(a));
    expect(menu('listed')).toEqual(['deactivate', 'delete_request']);
    expect(menu('unlisted')).toEqual(['activate', 'delete_request']);
    expect(menu('pending')).toEqual(['delete_request']);
    expect(ownerActions('draft')).toContain('submit');
    expect(ownerActions('pending')).not.toContain('approve');
  });

  it('has a calendar for submitted apartments only', () => {
    expect(hasCalendar({ category: 'apartment', status: 'draft' })).toBe(false);
    expect(hasCalendar({ category: 'apartment', status: 'pending_fix' })).toBe(true);
    expect(hasCalendar({ category: 'restaurant', status: 'listed' })).toBe(false);
  });

  it('remembers a type chosen logged out once, for a day', () => {
    rememberCategory('restaurant', 1_000);
    expect(takePendingCategory(2_000)).toBe('restaurant');
    expect(takePendingCategory(2_000)).toBeNull();
    rememberCategory('apartment', 0);
    expect(takePendingCategory(25 * 60 * 60 * 1000)).toBeNull();
  });
});

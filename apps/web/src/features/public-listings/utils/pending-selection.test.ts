import { beforeEach, describe, expect, it } from 'vitest';
import {
  rememberSelection,
  selectionFromSearch,
  takeSelection,
  withSelection,
} from './pending-selection';

const TODAY = '2027-01-01';
const LISTING = 'https://gazda.test/ads/12?lang=en';
const read = (search: string) => selectionFromSearch(12, new URLSearchParams(search), TODAY);

describe('a stay in the listing URL', () => {
  it.each([
    [[9], 'children=9'],
    [[4, 9, 17], 'children=4%2C9%2C17'],
    [[], null],
  ])('state → URL → state keeps the adults and the ages %j', (children, param) => {
    const stay = { check_in: '2027-01-06', check_out: '2027-01-09', guests: 2, children };
    const url = withSelection(new URL(LISTING), stay);
    expect(url.pathname).toBe('/ads/12');
    expect(url.searchParams.get('lang')).toBe('en');
    if (param) expect(url.search).toContain(param);
    else expect(url.searchParams.has('children')).toBe(false);
    expect(selectionFromSearch(12, url.searchParams, TODAY)).toEqual({
      listingId: 12,
      ...stay,
      comment: '',
      at: 0,
    });
  });

  it('replaces a stale stay of the search and drops children no longer picked', () => {
    const stale = new URL(
      `${LISTING}&check_in=2027-02-01&check_out=2027-02-03&guests=4&children=5`,
    );
    const url = withSelection(stale, {
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      guests: 1,
      children: [],
    });
    expect(read(url.search)).toMatchObject({ check_in: '2027-01-06', guests: 1, children: [] });
  });

  it.each([
    ['an age over 17', 'children=9,18'],
    ['a negative age', 'children=-1'],
    ['a fraction', 'children=9.5'],
    ['a word', 'children=nine'],
    ['more than 20 children', `children=${Array(21).fill(3).join(',')}`],
    ['an overlong value', `children=${'9'.repeat(101)}`],
  ])('ignores %s, keeping the dates and adults', (_, children) => {
    expect(read(`check_in=2027-01-06&check_out=2027-01-09&guests=2&${children}`)).toMatchObject({
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      guests: 2,
      children: [],
    });
  });

  it.each([
    ['dates before today', 'check_in=2026-12-30&check_out=2027-01-03'],
    ['check-out before check-in', 'check_in=2027-01-09&check_out=2027-01-06&guests=0'],
    ['garbage everywhere', 'check_in=%00&guests=NaN&children=%2C%2Cx'],
  ])('hands nothing over for %s', (_, search) => {
    expect(read(search)).toBeNull();
  });

  it.each([
    ['garbage dates', 'check_in=yesterday&check_out=2027-13-40&guests=2&children=9', null, 2, [9]],
    [
      'a word for adults',
      'check_in=2027-01-06&check_out=2027-01-09&guests=two',
      '2027-01-06',
      1,
      [],
    ],
    ['negative adults', 'check_in=2027-01-06&check_out=2027-01-09&guests=-3', '2027-01-06', 1, []],
  ])('ignores %s, keeping the rest', (_, search, checkIn, guests, children) => {
    expect(read(search)).toMatchObject({ check_in: checkIn, guests, children });
  });
});

describe('the kept selection', () => {
  beforeEach(() => localStorage.clear());

  it('brings the children back with the dates, once', () => {
    rememberSelection({
      listingId: 12,
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      guests: 2,
      children: [9],
      comment: 'Kasno stižemo',
    });
    expect(takeSelection(12)).toMatchObject({ guests: 2, children: [9], comment: 'Kasno stižemo' });
    expect(takeSelection(12)).toBeNull();
  });

  it.each([
    ['kept before children existed', undefined],
    ['with a broken list of ages', [9, 40, 'x']],
    ['with something else', { 0: 9 }],
  ])('a selection %s still restores its dates, without children', (_, children) => {
    localStorage.setItem(
      'pending_booking',
      JSON.stringify({
        listingId: 12,
        check_in: '2027-01-06',
        check_out: '2027-01-09',
        guests: 2,
        children,
        comment: '',
        at: Date.now(),
      }),
    );
    expect(takeSelection(12)).toMatchObject({ check_in: '2027-01-06', guests: 2, children: [] });
  });
});

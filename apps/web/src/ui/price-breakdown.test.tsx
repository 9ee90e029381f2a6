import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import { NightLines } from './price-breakdown';

const night = (date: string, final: number) => ({
  date,
  base: 5000,
  special: null,
  rule_id: null,
  rule_price: null,
  final,
});

describe('night lines', () => {
  beforeEach(() => setLocale('en'));

  it('groups consecutive equal nights into one line and keeps a different night apart', () => {
    renderWithRouter(
      <NightLines
        currency="EUR"
        nightly={[
          night('2027-01-06', 5000),
          night('2027-01-07', 5000),
          night('2027-01-08', 5000),
          night('2027-01-09', 7000),
        ]}
      />,
    );
    expect(screen.getByText('Jan 6 – Jan 8')).toBeTruthy();
    expect(screen.getByText('3 × €50.00')).toBeTruthy();
    expect(screen.getByText('Jan 9')).toBeTruthy();
    expect(screen.getByText('€70.00')).toBeTruthy();
  });
});

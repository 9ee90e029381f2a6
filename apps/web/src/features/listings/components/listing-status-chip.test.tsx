import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { ListingStatusChip } from './listing-status-chip';

describe('status chip', () => {
  it('shows a listed listing hidden in this language as Unlisted', () => {
    setLocale('sr');
    renderWithRouter(
      <ListingStatusChip listing={{ status: 'listed', active: { sr: '0', en: '1' } }} />,
    );
    expect(
      screen.getByText('Neaktivan').closest('[data-status]')?.getAttribute('data-status'),
    ).toBe('unlisted');
  });

  it('shows it as Listed in the language where it is active', () => {
    setLocale('en');
    renderWithRouter(
      <ListingStatusChip listing={{ status: 'listed', active: { sr: '0', en: '1' } }} />,
    );
    expect(screen.getByText('Listed')).toBeTruthy();
  });
});

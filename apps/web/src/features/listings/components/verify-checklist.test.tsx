import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { VerifyChecklist } from './verify-checklist';

describe('verify listing checklist', () => {
  beforeEach(() => setLocale('sr'));

  it('marks what is done and links what is missing', () => {
    renderWithRouter(
      <VerifyChecklist
        user={{
          email_verified_at: '2026-11-01T10:00:00Z',
          hasGovernmentId: false,
          payoutsCount: 0,
          hasUserDetails: true,
        }}
        onResend={() => {}}
        resending={false}
      />,
    );
    expect(screen.getByTestId('verify-email').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('verify-details').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('verify-government_id').getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('verify-payout').getAttribute('data-done')).toBe('false');
    expect(screen.getByRole('link', { name: 'Otpremite dokument' }).getAttribute('href')).toBe(
      '/government-id',
    );
    expect(screen.getByRole('link', { name: 'Dodajte način isplate' }).getAttribute('href')).toBe(
      '/user-settings/payouts',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji link ponovo' })).toBeNull();
    expect(screen.queryByText('Sve je na mestu')).toBeNull();
  });

  it('offers the resend link for an unverified e-mail and celebrates when all is done', () => {
    const { unmount } = renderWithRouter(
      <VerifyChecklist
        user={{
          email_verified_at: null,
          hasGovernmentId: true,
          payoutsCount: 1,
          hasUserDetails: true,
        }}
        onResend={() => {}}
        resending={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pošalji link ponovo' })).toBeTruthy();
    unmount();
    renderWithRouter(
      <VerifyChecklist
        user={{
          email_verified_at: '2026-11-01T10:00:00Z',
          hasGovernmentId: true,
          payoutsCount: 2,
          hasUserDetails: true,
        }}
        onResend={() => {}}
        resending={false}
      />,
    );
    expect(screen.getByText('Sve je na mestu')).toBeTruthy();
  });
});

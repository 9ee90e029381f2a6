import type { User } from '@gazda/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../test/render';
import { PanelBanners } from './panel-banners';

const complete: User = {
  ...demoUser,
  email_verified_at: '2026-11-01T10:00:00Z',
  phone: '+381641234567',
  hasGovernmentId: true,
  governmentIdStatus: 'under_review',
  payoutsCount: 1,
  hasUserDetails: true,
  apartmentCount: 1,
  rolesAndPermissions: { roles: [] },
};

/** Categories with the user's counts: the verify alert's "has a listing" besides apartments. */
function serve(adsCount: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(200, {
        data: [{ id: 2, const: 'restaurant', name: 'Restorani', icon: 'r', ads_count: adsCount }],
      }),
    ),
  );
}

function show(user: User, path = '/') {
  return renderWithRouter(<PanelBanners user={user} />, path);
}

/** docs/rules/product.md §2 "Banners and alerts": each condition on its own turns its banner on. */
describe('panel banners', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
    serve(0);
  });

  it('a complete host sees no banner', async () => {
    show(complete);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('missing-contact')).toBeNull();
    expect(screen.queryByTestId('verify-listing')).toBeNull();
    expect(screen.queryByTestId('email-not-verified')).toBeNull();
  });

  it.each([
    ['phone', { phone: null }, 'Dodajte broj telefona kako bi gosti'],
    ['e-mail', { email: '' }, 'Dodajte e-mail adresu kako bi gosti'],
    ['e-mail and phone', { email: '', phone: null }, 'Dodajte e-mail adresu i broj telefona'],
  ])('a missing %s asks for it, linking to account settings', (_what, change, text) => {
    show({ ...complete, ...change });
    const banner = screen.getByTestId('missing-contact');
    expect(banner.textContent).toContain(text);
    expect(
      within(banner).getByRole('link', { name: 'Idi na podešavanja naloga' }).getAttribute('href'),
    ).toBe('/user-settings/account');
  });

  it('is not shown on the TV screens', () => {
    const { unmount } = show({ ...complete, phone: null, hasUserDetails: false }, '/tv');
    expect(screen.queryByTestId('missing-contact')).toBeNull();
    expect(screen.queryByTestId('verify-listing')).toBeNull();
    unmount();
    show({ ...complete, phone: null }, '/tv/double');
    expect(screen.queryByTestId('missing-contact')).toBeNull();
  });

  it.each([
    ['the e-mail is not verified', { email_verified_at: null }],
    ['there is no government ID', { hasGovernmentId: false }],
    ['there is no payout method', { payoutsCount: 0 }],
    ['there are no user details', { hasUserDetails: false }],
  ])('the verify alert links to the verify page when %s', (_what, change) => {
    show({ ...complete, ...change });
    const alert = screen.getByTestId('verify-listing');
    expect(alert.textContent).toContain('Nedostaje još 1 podatak');
    expect(within(alert).getByRole('link', { name: 'Dopunite podatke' }).getAttribute('href')).toBe(
      '/listing/verify-listing',
    );
  });

  it('the verify alert needs a listing: none without, shown for a non-apartment listing', async () => {
    const lacking = { ...complete, apartmentCount: 0, hasUserDetails: false, payoutsCount: 0 };
    const { unmount } = show(lacking);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('verify-listing')).toBeNull();
    unmount();
    serve(1);
    show(lacking);
    expect((await screen.findByTestId('verify-listing')).textContent).toContain(
      'Nedostaju još 2 podatka',
    );
  });
});

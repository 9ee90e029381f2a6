import type { User } from '@gazda/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    [
      'the e-mail is not verified',
      { email_verified_at: null },
      'potvrđen e-mail',
      '/listing/verify-listing',
    ],
    ['there is no phone', { phone: null }, 'broj telefona', '/user-settings/account'],
    ['there is no payout method', { payoutsCount: 0 }, 'način isplate', '/user-settings/payouts'],
  ])('when %s the banner names it, linking to where it is added', (_what, change, item, href) => {
    show({ ...complete, ...change });
    const alert = screen.getByTestId('host-readiness');
    expect(alert.textContent).toBe(`Gosti mogu da rezervišu vaše oglase kada dodate: ${item}`);
    expect(within(alert).getByRole('link', { name: item }).getAttribute('href')).toBe(href);
  });

  it('names every missing item in the order of the rule, in English too', () => {
    setLocale('en');
    show({ ...complete, phone: null, payoutsCount: 0 });
    const alert = screen.getByTestId('host-readiness');
    expect(alert.textContent).toBe(
      'Guests can book your listings once you add: phone, payout method',
    );
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['phone', 'payout method']);
  });

  it.each([
    ['there is no government ID', { hasGovernmentId: false }],
    ['there are no user details', { hasUserDetails: false }],
  ])(
    'no banner when only the ID or details are missing: %s (they may follow)',
    async (_what, change) => {
      show({ ...complete, ...change });
      await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
      expect(screen.queryByTestId('host-readiness')).toBeNull();
    },
  );

  it('the banner needs a listing: none without, shown for a non-apartment listing', async () => {
    const lacking = { ...complete, apartmentCount: 0, phone: null, payoutsCount: 0 };
    const { unmount } = show(lacking);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('host-readiness')).toBeNull();
    unmount();
    serve(1);
    show(lacking);
    expect((await screen.findByTestId('host-readiness')).textContent).toContain(
      'broj telefona, način isplate',
    );
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('two or more banners fold into one line that opens them', () => {
      show({ ...complete, email_verified_at: null, phone: null, payoutsCount: 0 });
      const line = screen.getByRole('button', { name: '3 obaveštenja o vašem nalogu' });
      expect(line.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(line);
      expect(line.getAttribute('aria-expanded')).toBe('true');
      const list = document.getElementById(line.getAttribute('aria-controls')!)!;
      expect(within(list).getByTestId('host-readiness').textContent).toContain(
        'potvrđen e-mail, broj telefona, način isplate',
      );
      expect(within(list).getByTestId('email-not-verified')).toBeTruthy();
      expect(within(list).getByTestId('missing-contact')).toBeTruthy();
    });

    it('one banner stays as it is', () => {
      show({ ...complete, payoutsCount: 0 });
      expect(screen.queryByTestId('banners-folded')).toBeNull();
      expect(screen.getByTestId('host-readiness').textContent).toContain('način isplate');
    });
  });
});

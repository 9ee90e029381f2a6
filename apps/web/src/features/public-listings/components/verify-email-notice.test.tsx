import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { useBooking } from '../hooks/use-booking';
import { publicDays, publicListing, threeNightQuote } from '../test/fixtures';
import type { GuestAccount } from '../utils/email-check';
import { BookingForm } from './booking-form';

type Listing = ReturnType<typeof publicListing>;

function Widget({ listing, account }: { listing: Listing; account: GuestAccount }) {
  return <BookingForm listing={listing} state={useBooking(listing, account)} />;
}

const STAY = '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2';
const refused = {
  en: 'Verify your e-mail address before booking.',
  sr: 'Potvrdite e-mail adresu pre rezervacije.',
};

function serve() {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const lang = (init.headers as Record<string, string>)['App-Language'] as 'sr' | 'en';
      return Promise.resolve(
        jsonResponse(403, { message: refused[lang], code: 'email_not_verified' }),
      );
    }
    if (url.includes('/calendar'))
      return Promise.resolve(jsonResponse(200, { data: { days: publicDays('2027-01-01', 60) } }));
    if (url.includes('/min-stay-blocked'))
      return Promise.resolve(jsonResponse(200, { data: { dates: [] } }));
    if (url.includes('/pricing'))
      return Promise.resolve(jsonResponse(200, { data: threeNightQuote }));
    return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Book, then the review's confirm (the press that sends). */
async function pressBook(name: string) {
  const book = await screen.findByRole('button', { name });
  await waitFor(() => expect(book).toHaveProperty('disabled', false));
  fireEvent.click(book);
  const confirm = await screen.findByRole('button', {
    name: name === 'Book' ? 'Confirm booking' : 'Potvrdi rezervaciju',
  });
  fireEvent.click(confirm);
}

/** Issue #23 item 8: the booking form's answer to an unverified address. */
describe('booking form: verify the e-mail first', () => {
  beforeEach(() => {
    localStorage.clear();
    setToken('token-of-the-guest');
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en', 'Book', 'Send the link again', 'We sent you a new link. Check your inbox (and spam).'],
    [
      'sr',
      'Rezerviši',
      'Pošalji link ponovo',
      'Poslali smo vam novi link. Proverite prijemno sanduče (i spam).',
    ],
  ] as const)(
    '(%s) a 403 email_not_verified shows its message and the resend button, which sends the link',
    async (lang, book, resendLabel, sent) => {
      setLocale(lang);
      serve();
      const resendVerification = vi.fn(() => Promise.resolve());
      renderWithRouter(
        <Widget listing={publicListing()} account={{ user: undefined, resendVerification }} />,
        STAY,
      );
      // Not known to be unverified: nothing until the server says so.
      expect(await screen.findByRole('button', { name: book })).toBeTruthy();
      expect(screen.queryByTestId('booking-verify-email')).toBeNull();
      await pressBook(book);
      expect((await screen.findByRole('alert')).textContent).toContain(refused[lang]);
      // The message once (the notice), not also as the generic red error.
      expect(screen.getAllByText(refused[lang])).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: resendLabel }));
      expect(await screen.findByText(sent)).toBeTruthy();
      expect(resendVerification).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: resendLabel })).toBeNull();
    },
  );

  it('says so before Book when `me` is unverified; a 429 on resend shows its message', async () => {
    setLocale('en');
    const fetchMock = serve();
    const resendVerification = vi.fn(() =>
      Promise.reject(new ApiError(429, 'Too Many Attempts.', undefined, 42, 'too_many_attempts')),
    );
    renderWithRouter(
      <Widget
        listing={publicListing({ booking_mode: 'inquiry' })}
        account={{ user: { email_verified_at: null }, resendVerification }}
      />,
      STAY,
    );
    const notice = await screen.findByTestId('booking-verify-email');
    expect(notice.textContent).toContain('Verify your e-mail address before booking.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too Many Attempts.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it('shows nothing of it for a verified address', async () => {
    setLocale('en');
    serve();
    renderWithRouter(
      <Widget
        listing={publicListing()}
        account={{
          user: { email_verified_at: '2026-11-01T10:00:00.000Z' },
          resendVerification: vi.fn(),
        }}
      />,
      STAY,
    );
    expect(await screen.findByRole('button', { name: 'Book' })).toBeTruthy();
    expect(screen.queryByTestId('booking-verify-email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});

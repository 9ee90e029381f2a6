import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@gazda/i18n/translate';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { useBooking } from '../hooks/use-booking';
import { publicDays, publicListing, threeNightQuote } from '../test/fixtures';
import { rememberSelection } from '../utils/pending-selection';
import { BookingForm } from './booking-form';
import { BookingWidget } from './booking-widget';

type Listing = ReturnType<typeof publicListing>;

function Widget({ listing }: { listing: Listing }) {
  return <BookingForm listing={listing} state={useBooking(listing)} />;
}

const STAY = '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2';

function serve(bookAnswer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return Promise.resolve(bookAnswer());
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

describe('booking widget', () => {
  beforeEach(() => {
    setLocale('en');
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Book for an instant listing and Request to book (with a comment) for an inquiry one', async () => {
    serve(() => jsonResponse(500));
    const instant = renderWithRouter(<Widget listing={publicListing()} />, STAY);
    expect(await screen.findByRole('button', { name: 'Book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request to book' })).toBeNull();
    expect(screen.queryByLabelText('Message to the host')).toBeNull();
    instant.unmount();

    renderWithRouter(<Widget listing={publicListing({ booking_mode: 'inquiry' })} />, STAY);
    expect(await screen.findByRole('button', { name: 'Request to book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(screen.getByLabelText('Message to the host')).toBeTruthy();
  });

  it("shows the server's quote grouped and a 409 as the translated message", async () => {
    setLocale('sr');
    setToken('token-of-the-guest');
    const fetchMock = serve(() =>
      jsonResponse(409, { message: 'Apartman više nije dostupan za iznajmljivanje' }),
    );
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    const book = await screen.findByRole('button', { name: 'Rezerviši' });
    await waitFor(() => expect(book).toHaveProperty('disabled', false));
    expect(screen.getByText(/^3 × 50,00/)).toBeTruthy();
    fireEvent.click(book);
    fireEvent.click(await screen.findByRole('button', { name: 'Potvrdi rezervaciju' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apartman više nije dostupan za iznajmljivanje',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/public/ads/12/reservations');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      // The tourist tax's party: adults and the children's ages (docs/rules/tourist-tax.md).
      adults: 2,
      children: [],
      comment: '',
    });
    expect((post?.[1]?.headers as Record<string, string>)['App-Language']).toBe('sr');
  });

  it('Book opens the review of the dates, guests and the whole breakdown; Change goes back unsent', async () => {
    setToken('token-of-the-guest');
    const fetchMock = serve(() => jsonResponse(500));
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    const book = await screen.findByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toHaveProperty('disabled', false));
    fireEvent.click(book);
    const review = await screen.findByTestId('booking-review');
    expect(within(review).getByRole('heading', { name: 'Check your booking' })).toBe(
      document.activeElement,
    );
    expect(review.textContent).toContain('Stan na Dorćolu');
    expect(review.textContent).toContain('Jan 6, 2027 – Jan 9, 2027');
    expect(review.textContent).toContain('3 nights');
    expect(review.textContent).toContain('2 guests');
    for (const [line, amount] of [
      ['Service fee', '€15.00'],
      ['Total', '€168.00'],
      ['Advance now', '€50.40'],
      ['Remainder at check-in', '€117.60'],
    ] as const)
      expect(within(review).getByText(line).nextElementSibling?.textContent).toBe(amount);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(review).getByRole('button', { name: 'Change' }));
    expect(screen.queryByTestId('booking-review')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Book' })).toBe(document.activeElement),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('an inquiry is reviewed with its message and sent from the review', async () => {
    setToken('token-of-the-guest');
    serve(() => jsonResponse(201, { data: { code: 'UP-ABC234' } }));
    renderWithRouter(<Widget listing={publicListing({ booking_mode: 'inquiry' })} />, STAY);
    const ask = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(ask).toHaveProperty('disabled', false));
    await userEvent.type(screen.getByLabelText('Message to the host'), 'We come by train.');
    fireEvent.click(ask);
    const review = await screen.findByTestId('booking-review');
    expect(within(review).getByRole('heading', { name: 'Check your inquiry' })).toBeTruthy();
    expect(review.textContent).toContain('We come by train.');
    expect(review.textContent).toContain('nothing is charged now');
    fireEvent.click(within(review).getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Inquiry sent')).toBeTruthy();
  });

  it('shows the bar and the card at once, their form once its code has loaded', async () => {
    serve(() => jsonResponse(500));
    const original = window.matchMedia;
    const screenIs = (phone: boolean) => {
      window.matchMedia = ((query: string) => ({
        ...original(query),
        matches: phone && query.includes('max-width'),
      })) as typeof window.matchMedia;
    };
    try {
      // Asserted right after the render, before any import can have finished.
      screenIs(false);
      const onDesktop = renderWithRouter(<BookingWidget listing={publicListing()} />, STAY);
      const card = screen.getByTestId('booking-card');
      expect(within(card).getByRole('heading', { name: /night/ })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Book' })).toBeNull();
      expect(await within(card).findByRole('button', { name: 'Book' })).toBeTruthy();
      onDesktop.unmount();

      screenIs(true);
      const onPhone = renderWithRouter(<BookingWidget listing={publicListing()} />, STAY);
      expect(screen.getByRole('button', { name: 'Check availability' })).toBeTruthy();
      // The bar says what the stay costs once the server's quote is in.
      await waitFor(() =>
        expect(screen.getByTestId('booking-bar-price').textContent).toBe('€168.00for 3 nights'),
      );
      expect(screen.queryByTestId('booking-card')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
      const sheet = await screen.findByRole('dialog');
      expect(await within(sheet).findByRole('button', { name: 'Book' })).toBeTruthy();
      onPhone.unmount();

      // Back from the login with a kept selection: the sheet opens by itself.
      rememberSelection({
        listingId: 12,
        check_in: '2027-01-06',
        check_out: '2027-01-09',
        guests: 2,
        children: [9],
        comment: '',
      });
      renderWithRouter(<BookingWidget listing={publicListing()} />, '/ads/12');
      const resumed = await screen.findByRole('dialog');
      expect(
        await within(resumed).findByRole('combobox', { name: 'Age of child 1' }),
      ).toHaveProperty('value', '9');
    } finally {
      window.matchMedia = original;
    }
  });

  it.each([
    [1, 'za 1 noć'],
    [3, 'za 3 noći'],
    [5, 'za 5 noći'],
    [21, 'za 21 noć'],
  ])("the phone bar's Serbian plural: %i nights", (count, text) => {
    const t = createTranslator('sr');
    expect(t('bookingPanel.widget.for_nights', { count })).toBe(text);
  });
});

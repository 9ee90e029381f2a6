import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { useBooking } from '../hooks/use-booking';
import { publicDays, publicListing, threeNightQuote } from '../test/fixtures';
import { BookingForm } from './booking-form';

/*
 * Issue #23 item 1: one press is one request with one Idempotency-Key. Since issue #26 item 8 the
 * press that sends is the review's confirm, so the key belongs to it.
 */

type Listing = ReturnType<typeof publicListing>;

function Widget({ listing }: { listing: Listing }) {
  return <BookingForm listing={listing} state={useBooking(listing)} />;
}

const STAY = '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const booked = () => jsonResponse(201, { data: { code: 'GZ-ABC234' } });

/** The server; POSTs are answered in turn by `answers` and their keys collected. */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        return Promise.resolve((answers.shift() ?? booked)());
      }
      if (url.includes('/calendar'))
        return Promise.resolve(jsonResponse(200, { data: { days: publicDays('2027-01-01', 60) } }));
      if (url.includes('/min-stay-blocked'))
        return Promise.resolve(jsonResponse(200, { data: { dates: [] } }));
      if (url.includes('/pricing'))
        return Promise.resolve(jsonResponse(200, { data: threeNightQuote }));
      return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
    }),
  );
  return keys;
}

/** Book (or Request to book) opens the review; its confirm is the press that sends. */
async function bookButton(name = 'Book') {
  const book = await screen.findByRole('button', { name });
  await waitFor(() => expect(book).toHaveProperty('disabled', false));
  fireEvent.click(book);
  const confirm = await screen.findByRole('button', {
    name: name === 'Book' ? 'Confirm booking' : 'Send inquiry',
  });
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
  return confirm;
}

/** After a refusal the review stays open with its message: the confirm is pressed again. */
async function confirmAgain() {
  const confirm = await screen.findByRole('button', { name: 'Confirm booking' });
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
  return confirm;
}

describe('booking form: one press, one attempt', () => {
  beforeEach(() => {
    setLocale('en');
    localStorage.clear();
    setToken('token-of-the-guest');
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Book', 'instant', 'Reservation made'],
    ['Request to book', 'inquiry', 'Inquiry sent'],
  ] as const)(
    'a double click on the review of %s sends one request and shows its answer',
    async (name, mode, done) => {
      const keys = serve();
      renderWithRouter(<Widget listing={publicListing({ booking_mode: mode })} />, STAY);
      const button = await bookButton(name);
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByText(done)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(UUID);
    },
  );

  it('the button is busy while the request runs', async () => {
    let answer!: (response: Response) => void;
    serve(() => new Promise<Response>((done) => (answer = done)));
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    const book = await bookButton();
    fireEvent.click(book);
    await waitFor(() => expect(book).toHaveProperty('disabled', true));
    answer(booked());
    expect(await screen.findByText('Reservation made')).toBeTruthy();
  });

  it('pressing again after a lost answer sends the same key; after a refusal a new one', async () => {
    const keys = serve(
      () => jsonResponse(503),
      () => jsonResponse(409, { message: 'The apartment is no longer available for rent' }),
    );
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    fireEvent.click(await bookButton());
    await screen.findByRole('alert');
    fireEvent.click(await confirmAgain());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The apartment is no longer available for rent',
      ),
    );
    fireEvent.click(await confirmAgain());
    expect(await screen.findByText('Reservation made')).toBeTruthy();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('makes a v4 UUID where crypto.randomUUID is missing (plain HTTP)', async () => {
    const keys = serve();
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    fireEvent.click(await bookButton());
    expect(await screen.findByText('Reservation made')).toBeTruthy();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
  });

  it("the second click of a double click on Book lands on the review's confirm and sends nothing", async () => {
    const keys = serve();
    renderWithRouter(<Widget listing={publicListing()} />, STAY);
    const confirm = await bookButton();
    fireEvent.click(confirm, { detail: 2 });
    expect(keys).toHaveLength(0);
    expect(screen.getByTestId('booking-review')).toBeTruthy();
    fireEvent.click(confirm, { detail: 1 });
    expect(await screen.findByText('Reservation made')).toBeTruthy();
    expect(keys).toHaveLength(1);
  });
});

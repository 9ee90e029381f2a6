import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { useBooking } from '../hooks/use-booking';
import { publicDays, publicListing, threeNightQuote } from '../test/fixtures';
import { BookingForm } from './booking-form';

const listing = publicListing();

function Widget() {
  return <BookingForm listing={listing} state={useBooking(listing)} />;
}

function serve() {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
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

const routes = [
  { path: '/ads/:id', element: <Widget /> },
  { path: '/login', element: null },
];

async function childAge(number: number) {
  return (await screen.findByRole('combobox', {
    name: `Age of child ${number}`,
  })) as HTMLSelectElement;
}

describe('the booking form through the login', () => {
  beforeEach(() => {
    setLocale('en');
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a logged-out guest's adults and children's ages come back in the URL the login returns to", async () => {
    serve();
    const before = renderRoutes(
      routes,
      '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2&lang=en',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    fireEvent.change(await childAge(1), { target: { value: '9' } });
    const book = screen.getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toHaveProperty('disabled', false));
    fireEvent.click(book);

    await waitFor(() => expect(before.router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(before.router.state.location.search).get('redirect') ?? '';
    const back = new URL(redirect, 'https://gazda.test');
    expect(back.pathname).toBe('/ads/12');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      guests: '2',
      children: '9',
      lang: 'en',
    });
    before.unmount();

    // Logged in, and the kept selection gone (storage off, another tab): the URL alone restores it.
    setToken('token-of-the-guest');
    localStorage.removeItem('pending_booking');
    const fetchMock = serve();
    renderRoutes(routes, redirect);
    expect((await childAge(1)).value).toBe('9');
    expect(screen.queryByRole('combobox', { name: 'Age of child 2' })).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => /pricing\?.*adults=2&children=9/.test(String(url))),
      ).toBe(true),
    );
  });

  it("keeps the listing's guest limit and ignores ages that are no ages", async () => {
    serve();
    const view = renderRoutes(
      routes,
      '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=3&children=9,4,2',
    );
    // Four guests at most: three adults leave room for the first child only.
    expect((await childAge(1)).value).toBe('9');
    expect(screen.queryByRole('combobox', { name: 'Age of child 2' })).toBeNull();
    view.unmount();

    for (const children of ['9,18', 'x', '-1', '9.5', '%2C%2Cz']) {
      const bad = renderRoutes(
        routes,
        `/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2&children=${children}`,
      );
      expect(await screen.findByText('Jan 6, 2027 – Jan 9, 2027')).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Age of child 1' })).toBeNull();
      bad.unmount();
    }
  });
});

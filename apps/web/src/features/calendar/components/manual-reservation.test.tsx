import type { Reservation } from '@gazda/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { exampleDays, workedExample } from '../test/fixtures';
import { CalendarEditor } from './calendar-editor';
import { ReservationEditor } from './reservation-editor';

const manual: Reservation = {
  id: 5,
  code: 'GZ-MAN-5',
  reference_code: null,
  status: 'confirmed',
  listing: { id: 12, name: 'Stan na Dorćolu', category: 'apartment' },
  guest: { first_name: 'Petar', last_name: 'Petrović' },
  check_in: '2027-01-27',
  check_out: '2027-01-29',
  guests: 2,
  comment: '',
  booked_at: '2027-01-01T09:00:00Z',
  quote: null,
  currency: 'EUR',
  total: 12000,
  advance: 0,
  remaining: 12000,
  payout_method_id: null,
  owner_response: null,
  source: 'manual',
  advance_paid: false,
  advance_due_date: null,
};

/** Enough of a pricing answer for the rules' warning. */
const pricedStay = { unavailable_dates: [], min_stay_met: true };

type Call = { method: string; pathname: string; search: URLSearchParams; body?: unknown };
const calls: Call[] = [];

/** Another reservation holds 01-15 and 01-16; this one's nights (01-27, 01-28) come back free. */
function daysExcluding(start: string, count: number) {
  return exampleDays(start, count).map((day) =>
    day.date === '2027-01-15' || day.date === '2027-01-16'
      ? { ...day, available: false, reason: 'reservation' as const }
      : day.date === '2027-01-27' || day.date === '2027-01-28'
        ? { ...day, available: true, reason: null }
        : day,
  );
}

function server(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://panel.test');
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  calls.push({ method, pathname, search: searchParams, body });
  if (pathname === '/api/calendar/init-data/12')
    return Promise.resolve(jsonResponse(200, { data: workedExample }));
  if (pathname === '/api/calendar/12' && method === 'GET') {
    const start = searchParams.get('start') ?? '';
    const count = Number(searchParams.get('days'));
    const days = searchParams.get('excludeReservationID')
      ? daysExcluding(start, count)
      : exampleDays(start, count);
    return Promise.resolve(jsonResponse(200, { data: { days } }));
  }
  // The stay breaks the listing's preparation nights: the form warns, the host may save anyway.
  if (pathname === '/api/calendar/12/pricing')
    return Promise.resolve(
      jsonResponse(200, { data: { ...pricedStay, refused_by: ['preparation_nights'] } }),
    );
  if (pathname === '/api/calendar/reservations/12')
    return Promise.resolve(jsonResponse(200, { data: [manual] }));
  if (pathname === '/api/calendar/12/reservations/5/cancel' && method === 'POST')
    return Promise.resolve(jsonResponse(200, { data: { ...manual, status: 'cancelled' } }));
  if (pathname === '/api/calendar/12/reservations/5' && method === 'PUT')
    return Promise.resolve(jsonResponse(200, { data: { ...manual, guests: 3 } }));
  if (pathname === '/api/calendar/12/reservations' && method === 'POST')
    return Promise.resolve(jsonResponse(201, { data: { ...manual, id: 6, code: 'GZ-MAN-6' } }));
  return new Promise<Response>(() => {});
}

const dayGets = () =>
  calls.filter((call) => call.pathname === '/api/calendar/12' && call.method === 'GET').length;

describe('manual reservations', () => {
  beforeEach(() => {
    setLocale('sr');
    calls.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T09:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => server(String(input), init)),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('adds a reservation on the selected free nights and refreshes the calendar', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <CalendarEditor listingId={12} categoryConst="apartment" notFound={null} />,
      '/listing/apartment/12/calendar',
    );
    await screen.findByText('Korisnici kalendara dobijaju i do 60% više rezervacija');
    const day = (name: RegExp) => screen.getByRole('button', { name, hidden: true });
    await user.click(day(/, 10\. januar 2027/));
    await user.click(day(/, 12\. januar 2027/));

    const sheet = await screen.findByRole('dialog');
    // The Selection tab and the form are loaded when first shown (side-panel).
    expect(
      await within(sheet).findByText(
        'Ručne rezervacije nemaju naknadu platforme: ceo iznos je vaš.',
      ),
    ).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Dodaj rezervaciju' }));
    const form = await within(sheet).findByRole('form', { name: 'Nova rezervacija' });
    await user.type(within(form).getByLabelText(/Ime gosta/), 'Jovana Jović');
    const guests = within(form).getByLabelText(/Broj gostiju/);
    await user.clear(guests);
    await user.type(guests, '3');
    await user.type(within(form).getByLabelText(/Ukupan iznos/), '150,5');
    await user.type(within(form).getByLabelText('Napomena'), 'Preko telefona');
    // A guest could not book it (preparation nights); the host's own reservation still can.
    expect(
      await within(form).findByText(
        'Smeštaj između boravaka čuva slobodne noći za pripremu za sledeće goste',
      ),
    ).toBeTruthy();
    const before = dayGets();
    await user.click(within(form).getByRole('button', { name: 'Rezerviši noći' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        {
          check_in: '2027-01-10',
          check_out: '2027-01-13',
          guests: 3,
          guest_name: 'Jovana Jović',
          comment: 'Preko telefona',
          total: 15050,
        },
      ]),
    );
    // The calendar is invalidated: its days are fetched again, so the nights show as reserved.
    await waitFor(() => expect(dayGets()).toBeGreaterThan(before));
    // And the host is told it went (issue #26 item 8).
    expect(
      await screen.findByText('Rezervacija GZ-MAN-6 dodata; njene noći su rezervisane.'),
    ).toBeTruthy();
  }, 15_000);

  it('saving an edited reservation says so', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ReservationEditor
        listingId={12}
        reservationId={5}
        categoryConst="apartment"
        notFound={<p>not found</p>}
      />,
      '/listing/apartment/12/reservation/5',
    );
    const form = await screen.findByRole('form', { name: 'Izmena rezervacije' });
    const guests = within(form).getByLabelText(/Broj gostiju/);
    await user.clear(guests);
    await user.type(guests, '3');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await screen.findByText('Rezervacija GZ-MAN-5 sačuvana.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.pathname)).toEqual([
      '/api/calendar/12/reservations/5',
    ]);
  }, 15_000);

  it('the edit screen greys other reservations’ nights but not its own', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ReservationEditor
        listingId={12}
        reservationId={5}
        categoryConst="apartment"
        notFound={<p>not found</p>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Rezervacija GZ-MAN-5' })).toBeTruthy();
    const excluding = calls.find((call) => call.search.get('excludeReservationID'));
    expect(excluding?.search.get('excludeReservationID')).toBe('5');

    const form = await screen.findByRole('form', { name: 'Izmena rezervacije' });
    expect((within(form).getByLabelText(/Ime gosta/) as HTMLInputElement).value).toBe(
      'Petar Petrović',
    );
    await user.click(within(form).getByRole('button', { name: /Dolazak – odlazak/ }));
    // The picker's day buttons are named by dayjs ("15 Januar 2027").
    const dayButton = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^${name}$`, 'i'), hidden: true });
    await waitFor(() => dayButton('15 januar 2027'));
    // Another reservation's nights are refused; this reservation's own nights are free to choose.
    expect(dayButton('15 januar 2027').hasAttribute('data-disabled')).toBe(true);
    expect(dayButton('16 januar 2027').hasAttribute('data-disabled')).toBe(true);
    expect(dayButton('20 januar 2027').hasAttribute('data-disabled')).toBe(true);
    expect(dayButton('27 januar 2027').hasAttribute('data-disabled')).toBe(false);
    expect(dayButton('28 januar 2027').hasAttribute('data-disabled')).toBe(false);
    expect(dayButton('14 januar 2027').hasAttribute('data-disabled')).toBe(false);
  }, 15_000);

  it('the edit screen cancels the manual reservation after asking', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ReservationEditor
        listingId={12}
        reservationId={5}
        categoryConst="apartment"
        notFound={<p>not found</p>}
      />,
      '/listing/apartment/12/reservation/5',
    );
    const cancel = await screen.findByRole('button', { name: 'Otkaži rezervaciju GZ-MAN-5' });
    const cancels = () => calls.filter((call) => call.pathname.endsWith('/cancel'));

    // Asked first: saying no sends nothing.
    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Otkazati rezervaciju GZ-MAN-5?' });
    expect(within(dialog).getByText(/Petar Petrović/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels()).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Otkazati rezervaciju GZ-MAN-5?' });
    // The reason may be given; it goes with the cancel into the booking's timeline.
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog/ }),
      'Gost je otkazao telefonom.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Da, otkaži' }));
    await waitFor(() =>
      expect(cancels().map((call) => [call.method, call.pathname, call.body])).toEqual([
        [
          'POST',
          '/api/calendar/12/reservations/5/cancel',
          { reason: 'Gost je otkazao telefonom.' },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('Rezervacija GZ-MAN-5 je otkazana; njene noći su slobodne.'),
    ).toBeTruthy();
  }, 15_000);
});

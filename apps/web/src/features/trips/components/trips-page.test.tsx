import type { TripReservation } from '@gazda/contracts/bookings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { TripsPage } from './trips-page';

function trip(id: number, name: string, checkIn: string, status = 'confirmed'): TripReservation {
  return {
    id,
    code: `GZ-000${id}`,
    reference_code: null,
    status,
    listing: { id: 10 + id, name, category: 'apartment' },
    guest: { first_name: 'Gost', last_name: 'Gostić' },
    check_in: checkIn,
    check_out: checkIn.replace(/\d\d$/, (d) => String(Number(d) + 2).padStart(2, '0')),
    guests: 2,
    comment: '',
    booked_at: '2026-12-01T10:00:00.000Z',
    quote: null,
    currency: 'EUR',
    total: 17920,
    advance: 5376,
    remaining: 12544,
    payout_method_id: null,
    owner_response: null,
    source: 'platform',
    advance_paid: false,
    advance_due_date: '2026-12-04',
    allowed_actions: [],
    location: null,
  };
}

/** The server's lists by `when`, in the server's order (soonest first for upcoming). */
const lists: Record<string, TripReservation[]> = {
  upcoming: [trip(1, 'Stan na Dorćolu', '2027-01-06'), trip(2, 'Kuća u Vršcu', '2027-02-10')],
  past: [trip(3, 'Salaš kod Palića', '2026-10-01', 'completed')],
  cancelled: [],
};

function serve() {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const data = lists[url.searchParams.get('when') ?? 'upcoming'] ?? [];
    return Promise.resolve(
      jsonResponse(200, { data, meta: { page: 1, per_page: 20, total: data.length } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The lists asked for (a trip's payment card asks for its own payment, not counted here).
const asked = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([input]) => !String(input).includes('/payment'))
    .map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('when'));

/** Issue #26 item 8: upcoming stays by date, the past and the cancelled apart. */
describe('my travel', () => {
  beforeEach(() => {
    setLocale('en');
    setToken('token-of-the-guest');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the upcoming stays in the order given, soonest first; past and cancelled are their own lists', async () => {
    const fetchMock = serve();
    renderWithRouter(<TripsPage tab="reservations" />, '/my-travel/reservations');
    const group = await screen.findByRole('radiogroup', { name: 'Which trips' });
    expect(group.textContent).toBe('UpcomingPastCancelled');
    await screen.findByText('Kuća u Vršcu');
    const names = screen.getAllByText(/Stan na Dorćolu|Kuća u Vršcu/).map((e) => e.textContent);
    expect(names).toEqual(['Stan na Dorćolu', 'Kuća u Vršcu']);
    expect(screen.queryByText('Salaš kod Palića')).toBeNull();

    fireEvent.click(screen.getByLabelText('Past'));
    expect(await screen.findByText('Salaš kod Palića')).toBeTruthy();
    expect(screen.queryByText('Stan na Dorćolu')).toBeNull();

    fireEvent.click(screen.getByLabelText('Cancelled'));
    expect(await screen.findByText('Nothing cancelled.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Find a place' })).toBeNull();
    await waitFor(() => expect(asked(fetchMock)).toEqual(['upcoming', 'past', 'cancelled']));
  });

  it('a link to ?when=cancelled opens that list; an unknown one the upcoming', async () => {
    const fetchMock = serve();
    const view = renderWithRouter(
      <TripsPage tab="reservations" />,
      '/my-travel/reservations?when=cancelled',
    );
    expect(await screen.findByText('Nothing cancelled.')).toBeTruthy();
    view.unmount();
    renderWithRouter(<TripsPage tab="reservations" />, '/my-travel/reservations?when=soon');
    expect(await screen.findByText('Stan na Dorćolu')).toBeTruthy();
    expect(asked(fetchMock)).toEqual(['cancelled', 'upcoming']);
  });
});

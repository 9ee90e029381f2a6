import type { HostInquiry, HostReservation } from '@gazda/contracts/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { BookingList } from './booking-list';
import { InquiryDetail } from './inquiry-detail';
import { ReservationDetail } from './reservation-detail';

/**
 * issue #26 items 1, 2 and 8: the list's columns, the step dialogs of the booking page, the cancel
 * of a manual booking, the inquiry's history, and the short confirmation after each step.
 */

const reservation: HostReservation = {
  id: 41,
  code: 'GZ-41',
  reference_code: '97-1234567890',
  status: 'confirmed',
  listing: {
    id: 12,
    name: 'Stan kod Kalemegdana sa pogledom na reku i park',
    category: 'apartment',
  },
  guest: { first_name: 'Petar', last_name: 'Petrović' },
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  guests: 2,
  comment: '',
  booked_at: '2027-01-01T09:00:00Z',
  quote: null,
  currency: 'EUR',
  total: 17920,
  advance: 5376,
  remaining: 12544,
  payout_method_id: 3,
  owner_response: null,
  source: 'platform',
  advance_paid: false,
  advance_due_date: '2027-01-04',
  allowed_actions: ['report_no_show', 'request_cancel'],
  nights: 3,
  host_earnings: 16000,
  guest_contact: { email: 'petar@example.rs', phone: '+381641234567' },
  payout_method: { id: 3, type: 'domestic', masked_number: '160-****-34' },
  timeline: [
    {
      at: '2027-01-01T09:00:00Z',
      kind: 'created',
      field: null,
      from: null,
      to: null,
      reason: null,
      actor: 'guest',
    },
  ],
};

/** The host's own booking, entered in the calendar: cancelled from its page. */
const manual: HostReservation = {
  ...reservation,
  id: 42,
  code: 'GZ-42',
  reference_code: null,
  source: 'manual',
  advance: 0,
  advance_due_date: null,
  guest_contact: null,
  payout_method: null,
  payout_method_id: null,
  allowed_actions: ['cancel'],
};

const inquiry: HostInquiry = {
  id: 51,
  code: 'GZ-51',
  reference_code: null,
  status: 'available',
  listing: reservation.listing,
  guest: { first_name: 'Ana', last_name: 'Anić' },
  check_in: '2027-02-06',
  check_out: '2027-02-09',
  guests: 2,
  comment: 'Dolazimo kasno.',
  booked_at: '2027-01-01T09:00:00Z',
  quote: null,
  currency: 'EUR',
  total: 17920,
  advance: 5376,
  remaining: 12544,
  payout_method_id: 3,
  owner_response: null,
  hold_expires_at: '2027-01-03T09:00:00Z',
  answered_at: '2027-01-01T10:00:00Z',
  allowed_actions: [],
  unresolved: false,
  timeline: [
    {
      at: '2027-01-01T09:00:00Z',
      kind: 'created',
      field: null,
      from: null,
      to: null,
      reason: null,
      actor: 'guest',
    },
    {
      at: '2027-01-01T10:00:00Z',
      kind: 'changed',
      field: 'status',
      from: 'pending',
      to: 'available',
      reason: null,
      actor: 'host',
    },
  ],
};

/** GET reservations/41/guests: one guest's details for eTurista (issue #30). */
const guests = {
  guests: [
    {
      first_name: 'Petar',
      last_name: 'Petrović',
      sex: 'male',
      birth_date: '1985-03-15',
      citizenship: 'RS',
      document_type: 'id_card',
      document_number: '012345678',
      jmbg: '1503985715004',
      entry_date: null,
      entry_place: null,
    },
  ],
  max_guests: 2,
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  updated_at: '2026-11-26T10:00:00.000Z',
  erased: false,
  eturista: { registered: false, registered_at: null, deadline: '2027-01-07T13:00:00.000Z' },
};

type Call = { method: string; pathname: string; body?: unknown };
const calls: Call[] = [];

function server(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://panel.test');
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  calls.push({ method, pathname, body });
  if (pathname === '/api/reservations')
    return Promise.resolve(
      jsonResponse(200, { data: [reservation], meta: { page: 1, per_page: 20, total: 1 } }),
    );
  if (pathname === '/api/reservations/41' && method === 'GET')
    return Promise.resolve(jsonResponse(200, { data: reservation }));
  if (pathname === '/api/reservations/41/no-show' && method === 'POST') {
    const reason = (body as { reason: string }).reason;
    if (reason.length > 20)
      return Promise.resolve(
        jsonResponse(422, {
          message: 'Ispravite označena polja',
          code: 'validation_failed',
          errors: { reason: ['Najviše 500 znakova'] },
        }),
      );
    return Promise.resolve(
      jsonResponse(200, { data: { ...reservation, status: 'no_show_reported' } }),
    );
  }
  if (pathname === '/api/reservations/42' && method === 'GET')
    return Promise.resolve(jsonResponse(200, { data: manual }));
  if (pathname === '/api/calendar/12/reservations/42/cancel' && method === 'POST')
    return Promise.resolve(jsonResponse(200, { data: { ...manual, status: 'cancelled' } }));
  if (pathname === '/api/inquiries/51' && method === 'GET')
    return Promise.resolve(jsonResponse(200, { data: inquiry }));
  if (pathname === '/api/inquiries/52' && method === 'GET')
    return Promise.resolve(
      jsonResponse(200, {
        data: {
          ...inquiry,
          id: 52,
          status: 'pending',
          answered_at: null,
          hold_expires_at: null,
          allowed_actions: ['answer_available', 'answer_unavailable'],
          timeline: inquiry.timeline.slice(0, 1),
        },
      }),
    );
  if (pathname === '/api/inquiries/52/answer' && method === 'POST')
    return Promise.resolve(jsonResponse(200, { data: { ...inquiry, id: 52 } }));
  if (pathname === '/api/reservations/41/guests')
    return Promise.resolve(jsonResponse(200, { data: guests }));
  if (pathname === '/api/reservations/41/eturista' && method === 'POST')
    return Promise.resolve(
      jsonResponse(200, {
        data: {
          ...guests,
          eturista: { ...guests.eturista, registered: true, registered_at: '2027-01-06T15:00:00Z' },
        },
      }),
    );
  if (pathname.startsWith('/api/panel/ads'))
    return Promise.resolve(
      jsonResponse(200, { data: [], meta: { page: 1, per_page: 100, total: 0 } }),
    );
  return new Promise<Response>(() => {});
}

describe('host bookings', () => {
  beforeEach(() => {
    setLocale('sr');
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => server(String(input), init)),
    );
  });

  it('lists reservations with the status first, no scroll area, the listing on one line', async () => {
    const { router } = renderWithRouter(<BookingList kind="reservation" />, '/reservations');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('Status');
    expect(headers).not.toContain('Referenca');
    expect(table.closest('.mantine-ScrollArea-root')).toBeNull();
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Potvrđena')).toBeTruthy();
    const name = within(row).getByText(reservation.listing.name);
    expect(name.className).toMatch(/truncate|Text-root/);
    expect(name.getAttribute('data-truncate')).toBe('end');
    expect(within(row).getByText('97-1234567890')).toBeTruthy();
    await userEvent.setup().click(within(row).getByText('Petar Petrović'));
    expect(router.state.location.pathname).toBe('/reservations/41');
  });

  it('shows each guest detail for eTurista with a copy button, and ticks "registered"', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ReservationDetail id={41} notFound={null} />, '/reservations/41');
    const card = await screen.findByTestId('guest-registration');
    expect(within(card).getByText('Gosti za eTuristu')).toBeTruthy();
    expect(within(card).getByText('15.03.1985')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Kopiraj: Broj dokumenta' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Kopiraj: JMBG' })).toBeTruthy();
    await user.click(within(card).getByRole('checkbox', { name: /Prijavljeno u eTuristi/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        pathname: '/api/reservations/41/eturista',
        body: { registered: true },
      }),
    );
    expect(await within(card).findByText(/Označeno/)).toBeTruthy();
  });

  it('shows the earnings, the contact and the payout; a no-show asks for a reason in a dialog', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    renderWithRouter(<ReservationDetail id={41} notFound={null} />, '/reservations/41');
    expect((await screen.findByTestId('host-earnings')).textContent).toMatch(/^160,00\s€$/);
    expect(screen.getByText('+381641234567')).toBeTruthy();
    expect(screen.getByText(/160-\*\*\*\*-34/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Prijavi nedolazak' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Razlog/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The server's field error lands on the field.
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog/ }),
      'Gost nije došao do podneva.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji' }));
    expect(await within(dialog).findAllByText('Najviše 500 znakova')).not.toHaveLength(0);

    const field = within(dialog).getByRole('textbox', { name: /Razlog/ });
    await user.clear(field);
    await user.type(field, 'Nije došao.');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)).toEqual({
      method: 'POST',
      pathname: '/api/reservations/41/no-show',
      body: { reason: 'Nije došao.' },
    });
    expect(await screen.findByText('Poslato Gazdi')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a manual booking is cancelled from its page with a reason, and says so', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ReservationDetail id={42} notFound={null} />, '/reservations/42');
    await user.click(await screen.findByRole('button', { name: 'Otkaži rezervaciju' }));
    // The platform's steps are not the host's own booking's.
    expect(screen.queryByRole('button', { name: 'Prijavi nedolazak' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Izmeni u kalendaru' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Otkaži rezervaciju' });
    expect(within(dialog).getByText(/Njene noći odmah postaju slobodne/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži rezervaciju' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Razlog/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Razlog/ }), 'Porodica otkazala.');
    await user.click(within(dialog).getByRole('button', { name: 'Otkaži rezervaciju' }));
    expect(await screen.findByText('Rezervacija GZ-42 je otkazana')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        pathname: '/api/calendar/12/reservations/42/cancel',
        body: { reason: 'Porodica otkazala.' },
      },
    ]);
  });

  it('the inquiry page shows its history from the activity log, inquiry words and who did it', async () => {
    renderWithRouter(<InquiryDetail id={51} notFound={null} />, '/inquiry/51');
    const timeline = await screen.findByTestId('booking-timeline');
    expect(within(timeline).getByText('Upit poslat')).toBeTruthy();
    expect(within(timeline).getByText('Status: Čeka odgovor → Dostupno – čeka gosta')).toBeTruthy();
    const who = within(timeline)
      .getAllByText(/ · /)
      .map((line) => line.textContent?.split(' · ')[1]);
    expect(who).toEqual(['gost', 'vi']);
  });

  it('answering an inquiry says the answer went', async () => {
    const user = userEvent.setup();
    renderWithRouter(<InquiryDetail id={52} notFound={null} />, '/inquiry/52');
    await user.click(await screen.findByRole('button', { name: 'Dostupno' }));
    expect(await screen.findByText('Odgovor je poslat')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        pathname: '/api/inquiries/52/answer',
        body: { available: true, message: '' },
      },
    ]);
  });
});

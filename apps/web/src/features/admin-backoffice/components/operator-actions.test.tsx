import type { AdminAccountDeletion } from '@gazda/contracts/account-deletion';
import type { TvAdvance } from '@gazda/contracts/admin';
import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { AdminGovernmentId } from '@gazda/contracts/government-id';
import type { AdminListing } from '@gazda/contracts/listings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { AccountDeletionQueue } from './account-deletion-queue';
import { AdvanceQueue } from './advance-queue';
import { GovernmentIdQueue } from './government-id-queue';
import { InquiryQueue } from './inquiry-queue';
import { ListingReviewCard } from './listing-review-card';
import { RequestQueue } from './request-queue';

/** Issue #26 item 8: every operator action ends with a short confirmation of what was done. */

type Shared = Omit<
  BookingReservation,
  'id' | 'code' | 'status' | 'source' | 'advance_paid' | 'advance_due_date'
>;

const booking: Shared = {
  reference_code: null,
  listing: { id: 12, name: 'Stan Dorćol', category: 'apartment' },
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
  allowed_actions: [],
};

const reservation = (id: number, status: string): BookingReservation => ({
  ...booking,
  id,
  code: `GZ-${id}`,
  status,
  source: 'platform',
  advance_paid: false,
  advance_due_date: '2027-01-04',
});

const inquiry: BookingInquiry = {
  ...booking,
  id: 61,
  code: 'GZ-61',
  status: 'confirmed',
  hold_expires_at: null,
  answered_at: '2027-01-01T10:00:00Z',
  unresolved: false,
};

const advance: TvAdvance = {
  id: 71,
  code: 'GZ-71',
  listing: { id: 12, name: 'Stan Dorćol' },
  guest_name: 'Petar Petrović',
  host: { first_name: 'Milica', last_name: 'Jovanović', email: 'm@example.rs', phone: null },
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  advance: 5376,
  currency: 'EUR',
  due_date: '2027-01-04',
  overdue: false,
  booked_at: '2027-01-01T09:00:00Z',
};

const governmentId: AdminGovernmentId = {
  user_id: 81,
  first_name: 'Ana',
  last_name: 'Anić',
  email: 'ana@example.rs',
  status: 'under_review',
  uploaded_at: '2027-01-01T09:00:00Z',
  reviewed_at: null,
  rejection_reason: null,
  front_url: '/api/private/front',
  back_url: '/api/private/back',
};

const deletion: AdminAccountDeletion = {
  user_id: 91,
  first_name: 'Jovan',
  last_name: 'Jović',
  email: 'jovan@example.rs',
  requested_at: '2027-01-01T09:00:00Z',
  due_at: '2027-01-31T09:00:00Z',
};

// Only what the review card reads: the queue's listing is large and the card shows a few fields.
const listing = {
  id: 21,
  category: 'apartment',
  name: { sr: 'Vila Zlatibor', en: 'Zlatibor villa' },
  description: { sr: '', en: '' },
  owner: { first_name: 'Milica', last_name: 'Jovanović', email: 'm@example.rs' },
  street_and_number: null,
  city: 'Zlatibor',
  submitted_at: null,
  base_price: null,
  currency: 'EUR',
  photos: [],
} as unknown as AdminListing;

const page = <T,>(data: T[]) =>
  jsonResponse(200, { data, meta: { page: 1, per_page: 100, total: data.length } });

const posts: string[] = [];

function server(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://panel.test');
  if ((init?.method ?? 'GET') === 'POST') {
    posts.push(pathname);
    if (pathname.endsWith('/complete-deletion'))
      return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(jsonResponse(200, { data: {} }));
  }
  const status = searchParams.get('status');
  if (pathname === '/api/admin/reservations')
    return Promise.resolve(page([reservation(status === 'cancel_requested' ? 41 : 42, status!)]));
  if (pathname === '/api/admin/inquiries') return Promise.resolve(page([inquiry]));
  if (pathname === '/api/admin/tv/advance-payment')
    return Promise.resolve(jsonResponse(200, { data: [advance] }));
  if (pathname === '/api/admin/government-ids') return Promise.resolve(page([governmentId]));
  if (pathname === '/api/admin/account-deletions') return Promise.resolve(page([deletion]));
  // The ID's pictures: never answered, the card shows its placeholders.
  return new Promise<Response>(() => {});
}

describe('operator actions say what they did', () => {
  beforeEach(() => {
    setLocale('sr');
    posts.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => server(String(input), init)),
    );
  });

  it('approving a listing', async () => {
    renderWithRouter(<ListingReviewCard listing={listing} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Odobri' }));
    expect(await screen.findByText('„Vila Zlatibor” je odobren i objavljen.')).toBeTruthy();
    expect(posts).toEqual(['/api/admin/ads/21/approve']);
  });

  it('sending a listing back for a fix (the listing rejected)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ListingReviewCard listing={listing} />);
    await user.click(screen.getByRole('button', { name: 'Zatraži ispravku' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Na srpskom' }),
      'Dodajte fotografije.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Na engleskom' }), 'Add photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji vlasniku' }));
    expect(await screen.findByText('Vlasniku je poslat zahtev za ispravku.')).toBeTruthy();
    expect(posts).toEqual(['/api/admin/ads/21/request-fix']);
  });

  it('verifying and rejecting an ID', async () => {
    const user = userEvent.setup();
    renderWithRouter(<GovernmentIdQueue />);
    await user.click(await screen.findByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByText('Lična karta korisnika Ana Anić je potvrđena.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Odbij' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Razlog/ }), 'Slika je mutna.');
    await user.click(within(dialog).getByRole('button', { name: 'Odbij' }));
    expect(
      await screen.findByText('Lična karta je odbijena; korisnik je obavešten o razlogu.'),
    ).toBeTruthy();
    expect(posts).toEqual([
      '/api/admin/government-ids/81/verify',
      '/api/admin/government-ids/81/reject',
    ]);
  });

  it('marking an advance paid', async () => {
    renderWithRouter(<AdvanceQueue />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Označi kao plaćen' }));
    expect(await screen.findByText('Avans je označen kao plaćen.')).toBeTruthy();
    expect(posts).toEqual(['/api/admin/reservations/71/advance-paid']);
  });

  it('resolving and rejecting requests, each named by its booking', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RequestQueue />);
    await user.click(await screen.findByRole('button', { name: 'Otkaži rezervaciju' }));
    expect(await screen.findByText('Rezervacija GZ-41 je otkazana.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zadrži rezervaciju' }));
    expect(await screen.findByText('Rezervacija GZ-41 ostaje kakva je bila.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Potvrdi nedolazak' }));
    expect(await screen.findByText('Nedolazak za GZ-42 je potvrđen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Odbij prijavu' }));
    expect(await screen.findByText('Prijava nedolaska za GZ-42 je odbijena.')).toBeTruthy();
    expect(posts).toEqual([
      '/api/admin/reservations/41/resolve-cancel',
      '/api/admin/reservations/41/reject-cancel',
      '/api/admin/reservations/42/resolve-no-show',
      '/api/admin/reservations/42/reject-no-show',
    ]);
  });

  it('confirming an inquiry the guest confirmed', async () => {
    renderWithRouter(<InquiryQueue />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Potvrdi rezervaciju' }));
    expect(await screen.findByText('Potvrđeno: rezervacija je napravljena.')).toBeTruthy();
    expect(posts).toEqual(['/api/admin/inquiries/61/confirm']);
  });

  it('completing an account deletion', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AccountDeletionQueue />);
    await user.click(await screen.findByRole('button', { name: 'Obriši nalog odmah' }));
    await user.click(screen.getByRole('button', { name: 'Da, obriši lične podatke' }));
    expect(await screen.findByText('Nalog je obrisan.')).toBeTruthy();
    expect(posts).toEqual(['/api/admin/users/91/complete-deletion']);
  });
});

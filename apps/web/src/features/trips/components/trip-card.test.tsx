import type { TripReservation } from '@gazda/contracts/bookings';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { TripCard } from './trip-card';

function trip(overrides: Partial<TripReservation> = {}): TripReservation {
  return {
    id: 3,
    code: 'GZ-0003',
    reference_code: null,
    status: 'confirmed',
    listing: { id: 12, name: 'Stan na Dorćolu', category: 'apartment' },
    guest: { first_name: 'Gost', last_name: 'Gostić' },
    check_in: '2027-01-06',
    check_out: '2027-01-09',
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
    ...overrides,
  };
}

const location = {
  street_and_number: 'Uzun Mirkova 5',
  floor: 3,
  suite_number: '12',
  city: 'Beograd',
  country: 'RS',
  latitude: 44.8186,
  longitude: 20.4532,
};

describe('a trip card', () => {
  beforeEach(() => setLocale('en'));

  it('a confirmed reservation: the street, the floor and apartment, a link to the exact point', async () => {
    renderWithRouter(<TripCard kind="reservation" item={trip({ location })} />);
    expect(await screen.findByText('Uzun Mirkova 5, Beograd')).toBeTruthy();
    expect(screen.getByText('Floor 3, Apartment 12')).toBeTruthy();
    const map = screen.getByRole('link', { name: 'Open the exact location on the map' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=44.8186&mlon=20.4532#map=17/44.8186/20.4532',
    );
  });

  it('without a location (not confirmed), no address at all', async () => {
    renderWithRouter(<TripCard kind="reservation" item={trip({ status: 'cancelled' })} />);
    expect(await screen.findByText('Stan na Dorćolu')).toBeTruthy();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByRole('link', { name: /exact location/ })).toBeNull();
  });

  it('in Serbian', async () => {
    setLocale('sr');
    renderWithRouter(<TripCard kind="reservation" item={trip({ location })} />);
    expect(await screen.findByText('Sprat 3, Stan 12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otvori tačnu lokaciju na mapi' })).toBeTruthy();
  });
});

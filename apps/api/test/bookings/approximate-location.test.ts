import { bookingPaths } from '@gazda/contracts/paths';
import type { GeoPoint } from '@gazda/domain/approximate-location';
import { distanceMetres } from '@gazda/domain/test/distance';
import { describe, expect, it } from 'vitest';
import { registerAdmin } from '../listings/fixtures';
import { api, testApp } from '../helpers/test-app';
import {
  answer,
  as,
  book,
  expectStatus,
  guest,
  inquiryHost,
  instantHost,
  pendingInquiry,
} from './fixtures';

// approximate-location.ts's APPROXIMATE_MIN_METRES, said again: changing it changes this test.
const APPROXIMATE_MIN_METRES = 300;

// approximate-location.ts's APPROXIMATE_MAX_METRES, said again: changing it changes this test.
const APPROXIMATE_MAX_METRES = 800;

/** Issue #23, item 7: the street and the exact point stay private until the booking. */

const exact = { latitude: 44.8186, longitude: 20.4532 };
const address = {
  ...exact,
  street_and_number: 'Uzun Mirkova 5',
  floor: 3,
  suite_number: '12',
};

const pointOf = (data: { latitude: number; longitude: number }): GeoPoint => ({
  latitude: data.latitude,
  longitude: data.longitude,
});

function expectApproximate(data: Record<string, unknown>, of: GeoPoint = exact) {
  expect(data.approximate_location).toBe(true);
  const metres = distanceMetres(of, pointOf(data as GeoPoint));
  expect(metres).toBeGreaterThanOrEqual(APPROXIMATE_MIN_METRES - 0.01);
  expect(metres).toBeLessThanOrEqual(APPROXIMATE_MAX_METRES + 0.01);
  const text = JSON.stringify(data);
  expect(text).not.toContain('Uzun Mirkova');
  expect(text).not.toContain('"suite_number"');
  expect(text).not.toContain('"floor"');
}

async function tripsOf(user: Parameters<typeof as>[0], when = 'upcoming') {
  const path = `${bookingPaths.myReservations}?when=${when}`;
  return expectStatus(await as(user, 'GET', path), 200).body.data as {
    id: number;
    status: string;
    listing: { id: number };
    location: Record<string, unknown> | null;
  }[];
}

describe('[GUEST] the approximate location of a listing', () => {
  it('a visitor and a guest without a booking get the same point 300–800 m away, and no street', async () => {
    const host = await instantHost(address);
    const path = bookingPaths.listing(host.listingId);
    const anonymous = expectStatus(await api('GET', path), 200).body.data;
    expectApproximate(anonymous);
    expect(pointOf(anonymous)).not.toEqual(exact);

    const again = expectStatus(await api('GET', path, { lang: 'en' }), 200).body.data;
    expect(pointOf(again)).toEqual(pointOf(anonymous)); // stable: not drawn anew per request
    const asGuest = expectStatus(await as(await guest(), 'GET', path), 200).body.data;
    expectApproximate(asGuest);
    expect(pointOf(asGuest)).toEqual(pointOf(anonymous));

    // Another listing at the same spot gets an offset of its own.
    const neighbour = await instantHost(address);
    const other = expectStatus(await api('GET', bookingPaths.listing(neighbour.listingId)), 200);
    expectApproximate(other.body.data);
    expect(pointOf(other.body.data)).not.toEqual(pointOf(anonymous));
  });

  it('the owner and operators see the exact point', async () => {
    const host = await instantHost(address);
    const path = bookingPaths.listing(host.listingId);
    for (const viewer of [host, await registerAdmin()]) {
      const data = expectStatus(await as(viewer, 'GET', path), 200).body.data;
      expect(data).toMatchObject({ ...exact, approximate_location: false });
    }
  });

  it('a moved point gets a new offset, so the two public points do not give away the move', async () => {
    const host = await instantHost(address);
    const path = bookingPaths.listing(host.listingId);
    const before = pointOf(expectStatus(await api('GET', path), 200).body.data);
    const moved = { latitude: exact.latitude + 0.001, longitude: exact.longitude + 0.002 };
    const { db } = await testApp();
    await db.updateTable('listings').set(moved).where('id', '=', host.listingId).execute();

    const after = expectStatus(await api('GET', path), 200).body.data;
    expectApproximate(after, moved);
    // With one offset kept, after − before would equal moved − exact (to float error).
    const shift = {
      latitude: after.latitude - before.latitude,
      longitude: after.longitude - before.longitude,
    };
    expect(Math.abs(shift.latitude - 0.001) + Math.abs(shift.longitude - 0.002)).toBeGreaterThan(
      1e-6,
    );
  });

  it('an inquiry gives no address, answered or confirmed; once it is a confirmed reservation, the trip does', async () => {
    const host = await inquiryHost(address);
    const { guest: g, id } = await pendingInquiry(host);
    expectApproximate(
      expectStatus(await as(g, 'GET', bookingPaths.listing(host.listingId)), 200).body.data,
    );
    const asked = expectStatus(await as(g, 'GET', bookingPaths.myInquiries), 200).body.data;
    expect(asked.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(JSON.stringify(asked)).not.toContain('Uzun Mirkova');
    expect(await tripsOf(g)).toEqual([]);

    expectStatus(await answer(host, id, true), 200);
    expect(JSON.stringify(await as(g, 'GET', bookingPaths.myInquiries))).not.toContain('Uzun');

    // The guest's yes is not yet a reservation: the operator makes it one.
    expectStatus(await as(g, 'POST', bookingPaths.confirmInquiry(id)), 200);
    expect(JSON.stringify(await as(g, 'GET', bookingPaths.myInquiries))).not.toContain('Uzun');
    expect(await tripsOf(g)).toEqual([]);

    const admin = await registerAdmin();
    expectStatus(await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id)), 200);
    const [trip] = await tripsOf(g);
    expect(trip).toMatchObject({ status: 'confirmed', listing: { id: host.listingId } });
    expect(trip?.location).toEqual({ ...address, city: 'Beograd', country: null });
  });

  it("an instant booking is confirmed at once; a cancelled one falls back to the area; nobody else's trips", async () => {
    const host = await instantHost(address);
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    expect(JSON.stringify(reservation)).not.toContain('Uzun Mirkova'); // the booking's own answer
    const [trip] = await tripsOf(g);
    expect(trip?.location).toMatchObject({ ...exact, street_and_number: 'Uzun Mirkova 5' });
    expect(await tripsOf(await guest())).toEqual([]);

    const { db } = await testApp();
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', reservation.id)
      .execute();
    // Cancelled trips are listed apart (My travel's third list).
    const [cancelled] = await tripsOf(g, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', location: null });
  });
});

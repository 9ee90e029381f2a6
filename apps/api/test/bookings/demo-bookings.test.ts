import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { seedDemoBookings } from '../../src/seed/demo-bookings';
import { testApp } from '../helpers/test-app';
import { as, expectStatus, guest, instantHost } from './fixtures';

describe('[BOOKING] demo bookings', () => {
  it('the demo guest gets trips, the host reservations and inquiries in every status', async () => {
    const host = await instantHost();
    const g = await guest();
    const { db } = await testApp();
    await seedDemoBookings(db, [host.listingId], { id: g.id, name: 'Gost Gostić' }, new Date());
    const reservations = expectStatus(
      await as(host, 'GET', `${bookingPaths.reservations}?per_page=100`),
      200,
    ).body.data;
    expect(new Set(reservations.map((r: { status: string }) => r.status))).toEqual(
      new Set([
        'confirmed',
        'cancel_requested',
        'no_show_reported',
        'completed',
        'cancelled',
        'no_show',
      ]),
    );
    const inquiries = expectStatus(
      await as(host, 'GET', `${bookingPaths.inquiries}?per_page=100`),
      200,
    ).body.data;
    expect(new Set(inquiries.map((i: { status: string }) => i.status))).toEqual(
      new Set([
        'pending',
        'available',
        'unavailable',
        'confirmed',
        'cancelled',
        'expired',
        'realised',
      ]),
    );
    expect(inquiries.some((i: { unresolved: boolean }) => i.unresolved)).toBe(true);
    const upcoming = expectStatus(await as(g, 'GET', bookingPaths.myReservations), 200).body;
    const past = expectStatus(
      await as(g, 'GET', `${bookingPaths.myReservations}?when=past`),
      200,
    ).body;
    expect(upcoming.meta.total).toBeGreaterThan(0);
    expect(past.meta.total).toBeGreaterThan(0);
  });
});

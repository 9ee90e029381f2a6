import { dashboardPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { createListing } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';
import { as, book, expectStatus, guest, instantHost, pendingInquiry } from '../bookings/fixtures';

describe('[DASHBOARD] GET dashboard: the host summary', () => {
  it('needs a login', async () => {
    expect((await api('GET', dashboardPaths.summary)).status).toBe(401);
  });

  it('a user without listings gets zeros and empty lists', async () => {
    const user = await registerUser();
    const data = expectStatus(await as(user, 'GET', dashboardPaths.summary), 200).body.data;
    expect(data).toEqual({
      apartment_count: 0,
      next_check_ins: [],
      inquiries_waiting: { count: 0, items: [] },
      listings_by_status: { draft: 0, pending: 0, pending_fix: 0, listed: 0, unlisted: 0 },
      unpaid_advances: { count: 0, items: [] },
    });
  });

  it('counts the next check-in, the unpaid advance, the waiting inquiry and listings by status', async () => {
    const host = await instantHost();
    await createListing(host.id, { status: 'draft' });
    await createListing(host.id, { status: 'pending_fix' });
    await createListing(host.id, { status: 'listed', deleted_at: new Date() });
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    // An inquiry on a second listing of the same host.
    const inquiryListing = await createListing(host.id, { booking_mode: 'inquiry' });
    const { id: inquiryId } = await pendingInquiry({ ...host, listingId: inquiryListing });

    const data = expectStatus(await as(host, 'GET', dashboardPaths.summary), 200).body.data;
    expect(data.apartment_count).toBe(4);
    expect(data.listings_by_status).toEqual({
      draft: 1,
      pending: 0,
      pending_fix: 1,
      listed: 2,
      unlisted: 0,
    });
    expect(data.next_check_ins).toEqual([
      expect.objectContaining({
        id: reservation.id,
        code: reservation.code,
        listing_id: host.listingId,
        listing_name: 'Dorćol apartment',
        check_in: '2027-01-06',
        check_out: '2027-01-09',
        guests: 2,
        guest_name: 'Gost Gostić',
      }),
    ]);
    expect(data.unpaid_advances.count).toBe(1);
    expect(data.unpaid_advances.items[0]).toMatchObject({
      id: reservation.id,
      advance: { amount: 5376, currency: 'EUR' },
    });
    expect(data.inquiries_waiting.count).toBe(1);
    expect(data.inquiries_waiting.items[0]).toMatchObject({
      id: inquiryId,
      listing_id: inquiryListing,
    });

    // Serbian names in Serbian.
    const sr = await api('GET', dashboardPaths.summary, { token: host.token, lang: 'sr' });
    expect(sr.body.data.next_check_ins[0].listing_name).toBe('Apartman Dorćol');

    // A paid advance leaves the list; a past check-in is not "next".
    const { db } = await testApp();
    await db
      .updateTable('reservations')
      .set({ advance_paid: true, check_in: '2020-01-01', check_out: '2020-01-03' })
      .where('id', '=', reservation.id)
      .execute();
    const after = expectStatus(await as(host, 'GET', dashboardPaths.summary), 200).body.data;
    expect(after.unpaid_advances).toEqual({ count: 0, items: [] });
    expect(after.next_check_ins).toEqual([]);
  });

  it("another host's bookings never show", async () => {
    const host = await instantHost();
    const g = await guest();
    expectStatus(await book(g, host.listingId), 201);
    const data = expectStatus(await as(g, 'GET', dashboardPaths.summary), 200).body.data;
    expect(data.next_check_ins).toEqual([]);
    expect(data.unpaid_advances.count).toBe(0);
  });
});

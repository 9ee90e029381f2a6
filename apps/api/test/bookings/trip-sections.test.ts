import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { as, book, expectStatus, guest, inquire, inquiryHost, instantHost } from './fixtures';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A stay `from` days from today for `nights` nights. */
const stayAt = (from: number, nights: number) => ({
  check_in: day(from),
  check_out: day(from + nights),
  guests: 2,
});

async function setRow(table: 'reservations' | 'inquiries', id: number, change: object) {
  const { db } = await testApp();
  await db.updateTable(table).set(change).where('id', '=', id).execute();
}

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

/** Issue #26 item 8: My travel lists what is to come soonest first, the past and the cancelled apart. */
describe('[BOOKING] my travel: upcoming, past and cancelled', () => {
  it('reservations: upcoming by check-in soonest first; past latest first; cancelled apart whatever the dates', async () => {
    const g = await guest();
    const later = await instantHost();
    const sooner = await instantHost();
    const cancelled = await instantHost();
    const over = await instantHost();
    const made = async (listingId: number, from: number) =>
      expectStatus(await book(g, listingId, stayAt(from, 3)), 201).body.data.id as number;
    const laterId = await made(later.listingId, 60);
    const soonerId = await made(sooner.listingId, 20);
    const cancelledId = await made(cancelled.listingId, 30);
    const overId = await made(over.listingId, 40);
    await setRow('reservations', cancelledId, { status: 'cancelled' });
    await setRow('reservations', overId, { check_in: day(-10), check_out: day(-7) });

    const list = async (when?: string) =>
      expectStatus(
        await as(g, 'GET', `${bookingPaths.myReservations}${when ? `?when=${when}` : ''}`),
        200,
      ).body;
    expect(ids(await list())).toEqual([soonerId, laterId]);
    expect(ids(await list('upcoming'))).toEqual([soonerId, laterId]);
    expect(ids(await list('past'))).toEqual([overId]);
    const gone = await list('cancelled');
    expect(ids(gone)).toEqual([cancelledId]);
    expect(gone.meta.total).toBe(1);
    expect((await as(g, 'GET', `${bookingPaths.myReservations}?when=soon`)).status).toBe(422);
  });

  it('inquiries: coming ones by check-in soonest first, a withdrawn one under cancelled', async () => {
    const g = await guest();
    const asked = async (from: number) => {
      const host = await inquiryHost();
      // Three nights, as above: the listing asks three for a Saturday arrival, whatever today is.
      return expectStatus(await inquire(g, host.listingId, stayAt(from, 3)), 201).body.data
        .id as number;
    };
    const later = await asked(50);
    const sooner = await asked(25);
    const withdrawn = await asked(35);
    expectStatus(await as(g, 'POST', bookingPaths.cancelInquiry(withdrawn)), 200);
    const list = async (when: string) =>
      ids(expectStatus(await as(g, 'GET', `${bookingPaths.myInquiries}?when=${when}`), 200).body);
    expect(await list('upcoming')).toEqual([sooner, later]);
    expect(await list('cancelled')).toEqual([withdrawn]);
    expect(await list('past')).toEqual([]);
  });
});

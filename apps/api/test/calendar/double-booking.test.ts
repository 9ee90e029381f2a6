import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';

/*
 * No double booking (docs/decisions/0010-no-double-booking.md): the service checks the nights
 * under a per-listing lock, and the database's exclusion constraint on stay_locks refuses what
 * slips past any check. Both must hold on PGlite and on PostgreSQL.
 */
const booking = {
  check_in: '2027-12-01',
  check_out: '2027-12-06',
  guests: 2,
  guest_name: 'Milan Gost',
  total: 42000,
};

const reserve = (host: Host, body: object = booking) =>
  as(host, 'POST', calendarPaths.manualReservations(host.listingId), body);

describe('[CALENDAR] no double booking', () => {
  it('two overlapping reservations sent at once: exactly one is stored', async () => {
    const host = await hostWithListing();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        reserve(host, { ...booking, check_in: `2027-12-0${1 + (i % 3)}`, check_out: '2027-12-06' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const { db } = await testApp();
    const stored = await db
      .selectFrom('reservations')
      .select('id')
      .where('listing_id', '=', host.listingId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('the database refuses overlapping live stays even when two transactions race past the checks', async () => {
    const host = await hostWithListing();
    const { db } = await testApp();
    const insert = (checkIn: string, code: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('reservations')
          .values({
            code: `${code}-${host.listingId}`,
            listing_id: host.listingId,
            guest_name: 'G',
            source: 'manual',
            check_in: checkIn,
            check_out: '2028-01-05',
            guests: 1,
            currency: 'EUR',
            total: 1,
          })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 50)); // both inserts are in flight
      });
    const results = await Promise.allSettled([
      insert('2028-01-01', 'A'),
      insert('2028-01-03', 'B'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failure.reason as { code: string }).code).toBe('23P01');
    // A cancelled reservation frees its nights for the next one.
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('listing_id', '=', host.listingId)
      .execute();
    expectStatus(
      await reserve(host, { ...booking, check_in: '2028-01-02', check_out: '2028-01-04' }),
      201,
    );
  });

  it('a reservation and a live inquiry hold never overlap either; a lapsed hold gives way', async () => {
    const host = await hostWithListing();
    const { db } = await testApp();
    const stay = { listing_id: host.listingId, guests: 1, currency: 'EUR' as const, total: 1 };
    const hold = (code: string, checkIn: string, expiresInMs: number) =>
      db
        .insertInto('inquiries')
        .values({
          ...stay,
          code: `${code}-${host.listingId}`,
          check_in: checkIn,
          check_out: '2028-03-05',
          status: 'available',
          hold_expires_at: new Date(Date.now() + expiresInMs),
        })
        .execute();
    await hold('H1', '2028-03-01', 3_600_000);
    await expect(hold('H2', '2028-03-04', 3_600_000)).rejects.toMatchObject({ code: '23P01' });
    const refused = await reserve(host, {
      ...booking,
      check_in: '2028-03-03',
      check_out: '2028-03-06',
    });
    expect(refused.status).toBe(409);
    await db
      .updateTable('inquiries')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', `H1-${host.listingId}`)
      .execute();
    expectStatus(
      await reserve(host, { ...booking, check_in: '2028-03-03', check_out: '2028-03-06' }),
      201,
    );
  });
});

import { bookingPaths, calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import {
  activityOf,
  as,
  expectStatus,
  hostWithListing,
  type Host,
} from '../helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from '../helpers/test-app';

/*
 * Issue #26 item 3: the host's calendar names each booked stay ("Jelena J.") and leads to it; the
 * host cancels a manual reservation directly. Names reach the owner only.
 */

type Day = {
  date: string;
  available: boolean;
  reason: string | null;
  booking: { id: number; kind: string; guest_name: string } | null;
};

const manual = {
  check_in: '2027-01-12',
  check_out: '2027-01-15',
  guests: 2,
  guest_name: 'Milan Marković',
  comment: 'Kasni dolazak',
  total: 42000,
};

async function daysOf(host: Host, start = '2027-01-05', days = 12): Promise<Day[]> {
  const path = `${calendarPaths.days(host.listingId)}?start=${start}&days=${days}`;
  return expectStatus(await as(host, 'GET', path), 200).body.data.days as Day[];
}

/*
 * A guest's platform reservation and an answered inquiry's hold, written directly (the booking
 * rules are the bookings slice's tests): 2027-01-06 → 2027-01-09.
 */
const stay = {
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  guests: 2,
  currency: 'EUR' as const,
  total: 17920,
};

async function book(guest: TestUser, listingId: number): Promise<number> {
  const { db } = await testApp();
  const row = await db
    .insertInto('reservations')
    .values({
      ...stay,
      code: `GZ-T${guest.id}`,
      listing_id: listingId,
      guest_id: guest.id,
      guest_name: `${guest.user.first_name} ${guest.user.last_name}`,
      source: 'platform',
      quote: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function hold(guest: TestUser, listingId: number): Promise<number> {
  const { db } = await testApp();
  const row = await db
    .insertInto('inquiries')
    .values({
      ...stay,
      code: `IQ-T${guest.id}`,
      listing_id: listingId,
      guest_id: guest.id,
      quote: null,
      status: 'available',
      hold_expires_at: new Date(Date.now() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const guest = (first_name: string, last_name: string) => registerUser({ first_name, last_name });

const bookingOn = (days: Day[], date: string) => days.find((d) => d.date === date)?.booking;

describe('[HOST][CALENDAR] the calendar names its bookings', () => {
  it("each reserved or held night carries its booking's id, kind and short guest name", async () => {
    const host = await hostWithListing({ booking_mode: 'instant' });
    const jelena = await guest('Jelena', 'Jovanović');
    const booked = await book(jelena, host.listingId);
    const own = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data.id as number;

    const days = await daysOf(host);
    expect(bookingOn(days, '2027-01-05')).toBeNull();
    for (const date of ['2027-01-06', '2027-01-07', '2027-01-08'])
      expect(bookingOn(days, date)).toEqual({
        id: booked,
        kind: 'reservation',
        guest_name: 'Jelena J.',
      });
    expect(bookingOn(days, '2027-01-09')).toBeNull();
    expect(bookingOn(days, '2027-01-12')).toEqual({
      id: own,
      kind: 'manual',
      guest_name: 'Milan M.',
    });
    // A blocked night names nobody; the PUT's answer is the owner's too.
    const put = expectStatus(
      await as(host, 'PUT', calendarPaths.putDays(host.listingId), {
        from: '2027-01-10',
        to: '2027-01-10',
        blocked: true,
      }),
      200,
    ).body.data.days as Day[];
    expect(put).toEqual([expect.objectContaining({ reason: 'manual', booking: null })]);
  });

  it("an inquiry's hold is named by its guest's account, and a new name moves the kept answer", async () => {
    const host = await hostWithListing({ booking_mode: 'inquiry' });
    const ana = await guest('Ana', 'Ilić');
    const inquiry = await hold(ana, host.listingId);
    expect(bookingOn(await daysOf(host), '2027-01-07')).toEqual({
      id: inquiry,
      kind: 'hold',
      guest_name: 'Ana I.',
    });
    const { db } = await testApp();
    await db.updateTable('users').set({ last_name: 'Đurić' }).where('id', '=', ana.id).execute();
    expect(bookingOn(await daysOf(host), '2027-01-07')?.guest_name).toBe('Ana Đ.');
  });

  it("a manual reservation's new guest name shows at once (the kept answer is not served)", async () => {
    const host = await hostWithListing();
    const own = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data.id as number;
    expect(bookingOn(await daysOf(host), '2027-01-13')?.guest_name).toBe('Milan M.');
    expectStatus(
      await as(host, 'PUT', calendarPaths.manualReservation(host.listingId, own), {
        ...manual,
        guest_name: 'Vesna Stojanović',
      }),
      200,
    );
    expect(bookingOn(await daysOf(host), '2027-01-13')?.guest_name).toBe('Vesna S.');
  });

  it('the public calendar carries no booking nor any guest name', async () => {
    const host = await hostWithListing({ booking_mode: 'instant' });
    const jelena = await guest('Jelena', 'Jovanović');
    await book(jelena, host.listingId);
    await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual);
    const path = `${bookingPaths.calendar(host.listingId)}?start=2027-01-05&days=12`;
    for (const viewer of [undefined, jelena.token, host.token]) {
      const cal = expectStatus(await api('GET', path, { token: viewer }), 200);
      expect(Object.keys(cal.body.data.days[1]).sort()).toEqual([
        'arrival_rule',
        'available',
        'date',
        'departure_rule',
        'min_stay',
        'price',
      ]);
      expect(cal.text).not.toMatch(/Jelena|Milan|booking|guest/);
    }
  });
});

describe('[HOST][CALENDAR] cancelling a manual reservation', () => {
  const cancel = (host: Host, id: number) =>
    as(host, 'POST', calendarPaths.cancelManualReservation(host.listingId, id));

  it('frees its nights at once, logs it, and a second cancel answers the same', async () => {
    const host = await hostWithListing();
    const own = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data.id as number;
    expect((await daysOf(host)).find((d) => d.date === '2027-01-12')?.available).toBe(false);

    const first = expectStatus(await cancel(host, own), 200);
    expect(first.body.data).toMatchObject({ id: own, status: 'cancelled', source: 'manual' });
    const days = await daysOf(host);
    for (const date of ['2027-01-12', '2027-01-13', '2027-01-14'])
      expect(days.find((d) => d.date === date)).toMatchObject({
        available: true,
        reason: null,
        booking: null,
      });
    const entries = (await activityOf(host.listingId)).filter(
      (e) => e.entity === 'reservation' && e.kind === 'changed',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ to_value: { status: 'cancelled' } });

    const again = expectStatus(await cancel(host, own), 200);
    expect(again.body).toEqual(first.body);
    expect(
      (await activityOf(host.listingId)).filter(
        (e) => e.entity === 'reservation' && e.kind === 'changed',
      ),
    ).toHaveLength(1);
    // The freed nights can be reserved again.
    expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    );
  });

  it("another host's cancel is a 404; a platform reservation is not the host's to cancel here", async () => {
    const host = await hostWithListing({ booking_mode: 'instant' });
    const own = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data.id as number;
    const stranger = await hostWithListing();
    expectStatus(
      await as(stranger, 'POST', calendarPaths.cancelManualReservation(host.listingId, own)),
      404,
    );
    // Through the stranger's own listing, the reservation is not found either.
    expectStatus(await cancel(stranger, own), 404);
    expect((await daysOf(host)).find((d) => d.date === '2027-01-12')?.available).toBe(false);

    const booked = await book(await guest('Jelena', 'Jovanović'), host.listingId);
    const refused = expectStatus(await cancel(host, booked), 409);
    expect(refused.body.code).toBe('not_editable');
    expectStatus(await cancel(host, 999_999_999), 404);
  });
});

import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import {
  activityOf,
  as,
  expectStatus,
  hostWithListing,
  type Host,
} from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';

const booking = {
  check_in: '2027-08-10',
  check_out: '2027-08-14',
  guests: 2,
  guest_name: 'Milan Gost',
  comment: 'Kasni dolazak',
  total: 42000,
};

const reserve = (host: Host, body: object = booking) =>
  as(host, 'POST', calendarPaths.manualReservations(host.listingId), body);
const daysOf = async (host: Host, start: string, days: number) =>
  (await as(host, 'GET', `${calendarPaths.days(host.listingId)}?start=${start}&days=${days}`)).body
    .data.days as {
    date: string;
    available: boolean;
    reason: string | null;
  }[];

describe('[CALENDAR] manual reservations', () => {
  it('creates one (201): no platform fee, blocks its nights, listed in the window', async () => {
    const host = await hostWithListing();
    const answer = expectStatus(await reserve(host), 201);
    expect(answer.body.data).toMatchObject({
      code: expect.stringMatching(/^GZ-[A-HJ-NP-Z2-9]{6}$/),
      reference_code: null,
      status: 'confirmed',
      source: 'manual',
      listing: { id: host.listingId, name: 'Dorćol apartment', category: 'apartment' },
      guest: { first_name: 'Milan', last_name: 'Gost' },
      check_in: '2027-08-10',
      check_out: '2027-08-14',
      guests: 2,
      comment: 'Kasni dolazak',
      quote: null,
      currency: 'EUR',
      total: 42000,
      advance: 0,
      remaining: 42000,
      advance_paid: false,
      advance_due_date: null,
      payout_method_id: null,
      owner_response: null,
    });
    const days = await daysOf(host, '2027-08-09', 6);
    expect(days.map((d) => d.reason)).toEqual([
      null,
      'reservation',
      'reservation',
      'reservation',
      'reservation',
      null,
    ]);

    const listed = await as(
      host,
      'GET',
      `${calendarPaths.reservations(host.listingId)}?from=2027-08-13&to=2027-08-20`,
    );
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([answer.body.data.id]);
    const outside = await as(
      host,
      'GET',
      `${calendarPaths.reservations(host.listingId)}?from=2027-08-14&to=2027-08-20`,
    );
    expect(outside.body.data).toEqual([]);
    const entry = (await activityOf(host.listingId)).find((e) => e.entity === 'reservation');
    expect(entry).toMatchObject({ kind: 'created', entity_id: answer.body.data.id });
    expect(JSON.stringify(entry!.to_value)).not.toContain('Milan');
  });

  it('409 over a reserved, blocked, iCal or held night; the check-out day may be the next check-in', async () => {
    const host = await hostWithListing();
    expectStatus(await reserve(host), 201);
    const taken = await reserve(host, {
      ...booking,
      check_in: '2027-08-13',
      check_out: '2027-08-15',
    });
    expect([taken.status, taken.body.message]).toEqual([
      409,
      'The apartment is no longer available for rent',
    ]);
    expectStatus(
      await reserve(host, { ...booking, check_in: '2027-08-14', check_out: '2027-08-16' }),
      201,
    );
    expectStatus(
      await reserve(host, { ...booking, check_in: '2027-08-07', check_out: '2027-08-10' }),
      201,
    );

    await as(host, 'PUT', calendarPaths.putDays(host.listingId), {
      from: '2027-09-05',
      to: '2027-09-05',
      blocked: true,
    });
    expect(
      (await reserve(host, { ...booking, check_in: '2027-09-04', check_out: '2027-09-06' })).status,
    ).toBe(409);

    const { db } = await testApp();
    const imported = await db
      .insertInto('ical_imports')
      .values({
        listing_id: host.listingId,
        url: 'https://192.168.1.1/a.ics',
        name: 'Airbnb',
        next_fetch_at: '2999-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ical_events')
      .values({
        import_id: imported.id,
        listing_id: host.listingId,
        uid: 'x@airbnb.com',
        start_date: '2027-10-01',
        end_date: '2027-10-03',
      })
      .execute();
    expect(
      (await reserve(host, { ...booking, check_in: '2027-10-02', check_out: '2027-10-05' })).status,
    ).toBe(409);

    const hold = {
      listing_id: host.listingId,
      check_in: '2027-11-01',
      check_out: '2027-11-04',
      guests: 2,
      currency: 'EUR' as const,
      total: 1,
    };
    await db
      .insertInto('inquiries')
      .values({
        ...hold,
        code: `IQ-${host.listingId}-1`,
        status: 'available',
        hold_expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    await db
      .insertInto('inquiries')
      .values({
        ...hold,
        code: `IQ-${host.listingId}-2`,
        check_in: '2027-11-10',
        check_out: '2027-11-12',
        status: 'available',
        hold_expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    expect(
      (await reserve(host, { ...booking, check_in: '2027-11-03', check_out: '2027-11-05' })).status,
    ).toBe(409);
    const days = await daysOf(host, '2027-11-01', 1);
    expect(days[0]).toMatchObject({ available: false, reason: 'inquiry' });
    // An expired hold frees its nights, even before any job marked it expired.
    expectStatus(
      await reserve(host, { ...booking, check_in: '2027-11-10', check_out: '2027-11-12' }),
      201,
    );
    const inquiries = await as(
      host,
      'GET',
      `${calendarPaths.inquiries(host.listingId)}?from=2027-11-01&to=2027-11-30`,
    );
    expect(
      inquiries.body.data.map((i: { status: string; hold_expires_at: string }) => i.status),
    ).toEqual(['available', 'available']);
  });

  it('edits a manual reservation: its own nights are free for it (excludeReservationID), others are not', async () => {
    const host = await hostWithListing();
    const first = expectStatus(await reserve(host), 201).body.data;
    await reserve(host, { ...booking, check_in: '2027-08-20', check_out: '2027-08-22' });
    const path = calendarPaths.manualReservation(host.listingId, first.id);

    const seen = await as(
      host,
      'GET',
      `${calendarPaths.days(host.listingId)}?start=2027-08-10&days=2&excludeReservationID=${first.id}`,
    );
    expect(seen.body.data.days.map((d: { available: boolean }) => d.available)).toEqual([
      true,
      true,
    ]);

    const moved = expectStatus(
      await as(host, 'PUT', path, {
        ...booking,
        check_in: '2027-08-12',
        check_out: '2027-08-18',
        total: 50000,
      }),
      200,
    );
    expect(moved.body.data).toMatchObject({
      id: first.id,
      code: first.code,
      check_in: '2027-08-12',
      check_out: '2027-08-18',
      total: 50000,
      remaining: 50000,
    });
    const days = await daysOf(host, '2027-08-10', 9);
    expect(days.map((d) => d.reason)).toEqual([null, null, ...Array(6).fill('reservation'), null]);

    const clash = await as(host, 'PUT', path, {
      ...booking,
      check_in: '2027-08-17',
      check_out: '2027-08-21',
    });
    expect(clash.status).toBe(409);
    const changed = (await activityOf(host.listingId)).filter(
      (e) => e.entity === 'reservation' && e.kind === 'changed',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.from_value).toMatchObject({ check_in: '2027-08-10', total: 42000 });
  });

  it("404 for another listing's reservation; 409 for a platform reservation; 422 for bad input", async () => {
    const host = await hostWithListing();
    const other = await hostWithListing();
    const foreign = expectStatus(await reserve(other), 201).body.data.id;
    expect(
      (await as(host, 'PUT', calendarPaths.manualReservation(host.listingId, foreign), booking))
        .status,
    ).toBe(404);
    const { db } = await testApp();
    const platform = await db
      .insertInto('reservations')
      .values({
        code: `PL-${host.listingId}`,
        listing_id: host.listingId,
        guest_name: 'G',
        source: 'platform',
        check_in: '2027-06-01',
        check_out: '2027-06-03',
        guests: 1,
        currency: 'EUR',
        total: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await as(
      host,
      'PUT',
      calendarPaths.manualReservation(host.listingId, platform.id),
      booking,
    );
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Only an active reservation you entered yourself can be changed here',
    ]);
    const bad = await reserve(host, {
      ...booking,
      check_out: '2027-08-10',
      guests: 9,
      guest_name: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['check_out', 'guest_name']);
    expect((await reserve(host, { ...booking, guests: 9 })).body.errors).toEqual({
      guests: ['More guests than the apartment takes'],
    });
  });
});

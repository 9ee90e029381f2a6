import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { runCompletion } from '../../src/features/host-bookings/completion-job';
import { latestMailTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import { as, book, expectStatus, guest, instantHost, locksOf, statusOf } from './fixtures';

async function booked() {
  const host = await instantHost();
  const g = await guest();
  const r = expectStatus(await book(g, host.listingId), 201).body.data;
  return { host, guest: g, id: r.id as number, reservation: r };
}

/** Moves a reservation's stay so that its check-in (or check-out) is `days` from today. */
async function moveStay(id: number, checkIn: string, checkOut: string) {
  const { db } = await testApp();
  await db
    .updateTable('reservations')
    .set({ check_in: checkIn, check_out: checkOut })
    .where('id', '=', id)
    .execute();
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('[BOOKING] reservations: host requests, operator resolutions, completion', () => {
  it('host lists and reads own reservations with filters; mails went to guest and host', async () => {
    const { host, guest: g, id } = await booked();
    const list = expectStatus(
      await as(
        host,
        'GET',
        `${bookingPaths.reservations}?listing=${host.listingId}&status=confirmed&from=2027-01-01&to=2027-01-31`,
      ),
      200,
    );
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.meta).toMatchObject({ page: 1, total: 1 });
    const none = await as(host, 'GET', `${bookingPaths.reservations}?from=2027-02-01`);
    expect(none.body.meta.total).toBe(0);
    const one = expectStatus(await as(host, 'GET', bookingPaths.reservation(id)), 200).body.data;
    expect(one.allowed_actions).toEqual(['request_cancel']);
    // Picked by the reservation's code: the guest's verification mail may be written after it.
    expect((await latestMailTo(g.email, one.code)).subject).toBe('Vaša rezervacija je potvrđena');
    expect((await latestMailTo(host.email, one.code)).subject).toBe(
      'Nova rezervacija za vaš apartman',
    );
  });

  it('no-show only from the check-in date; the operator verifies it and the nights are freed', async () => {
    const { host, guest: g, id } = await booked();
    const early = await as(host, 'POST', bookingPaths.noShow(id));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A no-show can be reported from the check-in date on');
    await moveStay(id, daysAgo(1), '2030-01-01');
    const reported = expectStatus(await as(host, 'POST', bookingPaths.noShow(id)), 200).body.data;
    expect(reported.status).toBe('no_show_reported');
    expect((await as(host, 'POST', bookingPaths.cancelRequest(id))).status).toBe(409);
    const admin = await registerAdmin();
    expect(
      (await as(g, 'POST', bookingPaths.adminReservationAction(id, 'resolve-no-show'))).status,
    ).toBe(403);
    const done = expectStatus(
      await as(admin, 'POST', bookingPaths.adminReservationAction(id, 'resolve-no-show')),
      200,
    );
    expect(done.body.data.status).toBe('no_show');
    expect(await locksOf(host.listingId)).toHaveLength(0);
    expect((await latestMailTo(g.email, 'nije došao')).subject).toBe('Nedolazak gosta je potvrđen');
  });

  it('cancel request → operator cancels (nights freed, both told) or rejects (back to confirmed)', async () => {
    const a = await booked();
    expectStatus(await as(a.host, 'POST', bookingPaths.cancelRequest(a.id)), 200);
    expect(await statusOf('reservations', a.id)).toBe('cancel_requested');
    const admin = await registerAdmin();
    expectStatus(
      await as(admin, 'POST', bookingPaths.adminReservationAction(a.id, 'resolve-cancel')),
      200,
    );
    expect(await statusOf('reservations', a.id)).toBe('cancelled');
    expect(await locksOf(a.host.listingId)).toHaveLength(0);
    expect((await latestMailTo(a.host.email, 'otkazala')).subject).toBe('Rezervacija je otkazana');
    expect(
      (await as(admin, 'POST', bookingPaths.adminReservationAction(a.id, 'resolve-cancel'))).status,
    ).toBe(409);
    // The freed nights can be booked again.
    expectStatus(await book(await guest(), a.host.listingId), 201);

    const b = await booked();
    expectStatus(await as(b.host, 'POST', bookingPaths.cancelRequest(b.id)), 200);
    expectStatus(
      await as(admin, 'POST', bookingPaths.adminReservationAction(b.id, 'reject-cancel')),
      200,
    );
    expect(await statusOf('reservations', b.id)).toBe('confirmed');
    expect(
      (await as(admin, 'POST', bookingPaths.adminReservationAction(b.id, 'reject-no-show'))).status,
    ).toBe(409);
  });

  it('the operator marks the advance paid once; activity entries carry the listing', async () => {
    const { host, id } = await booked();
    const admin = await registerAdmin();
    const adminView = expectStatus(await as(admin, 'GET', `/api/admin/reservations/${id}`), 200)
      .body.data;
    expect(adminView.allowed_actions).toContain('mark_advance_paid');
    const paid = expectStatus(
      await as(admin, 'POST', bookingPaths.adminReservationAction(id, 'advance-paid')),
      200,
    );
    expect(paid.body.data.advance_paid).toBe(true);
    expect(
      (await as(admin, 'POST', bookingPaths.adminReservationAction(id, 'advance-paid'))).status,
    ).toBe(409);
    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('listing_id', '=', host.listingId)
      .orderBy('id')
      .execute();
    expect(log.map((e) => [e.entity, e.kind, e.field])).toEqual([
      ['reservation', 'created', null],
      ['reservation', 'changed', 'advance_paid'],
    ]);
    expect(log[1]!.actor_id).toBe(admin.id);
  });

  it('runCompletion completes confirmed stays whose check-out has come, once', async () => {
    const { id, guest: g } = await booked();
    await moveStay(id, daysAgo(3), daysAgo(0));
    const { app } = await testApp();
    expect(await runCompletion(app.deps)).toContain(id);
    expect(await statusOf('reservations', id)).toBe('completed');
    expect(await runCompletion(app.deps)).not.toContain(id);
    const past = expectStatus(await as(g, 'GET', `${bookingPaths.myReservations}?when=past`), 200);
    expect(past.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const upcoming = expectStatus(await as(g, 'GET', bookingPaths.myReservations), 200);
    expect(upcoming.body.data).toEqual([]);
  });
});

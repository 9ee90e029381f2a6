import { bookingPaths, calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { answer, as, book, expectStatus, guest, instantHost, pendingInquiry } from './fixtures';

/** issue #26 item 2: what the host's booking page reads, and the reason of a host's step. */

/** A host with a phone and a payout method (docs: host readiness), so guests may book. */
async function readyHost() {
  const host = await instantHost();
  const { db } = await testApp();
  await db.updateTable('users').set({ phone: '+381641112223' }).where('id', '=', host.id).execute();
  const now = new Date();
  await db
    .insertInto('payout_methods')
    .values({
      user_id: host.id,
      type: 'domestic',
      masked_number: '160-****-34',
      account_number: '160510000000001234',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return host;
}

async function booked() {
  const host = await readyHost();
  const g = await guest();
  const r = expectStatus(await book(g, host.listingId), 201).body.data;
  return { host, guest: g, id: r.id as number };
}

async function checkInYesterday(id: number) {
  const { db } = await testApp();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await db
    .updateTable('reservations')
    .set({ check_in: yesterday, check_out: '2030-01-01' })
    .where('id', '=', id)
    .execute();
}

describe('[BOOKING] the host reads one reservation', () => {
  it('answers nights, the earnings (total less fee and VAT), the guest contact and the timeline', async () => {
    const { host, guest: g, id } = await booked();
    const one = expectStatus(await as(host, 'GET', bookingPaths.reservation(id)), 200).body.data;
    expect(one.nights).toBe(3);
    expect(one.host_earnings).toBe(one.quote.host_earnings);
    expect(one.host_earnings).toBe(one.total - one.quote.service_fee - one.quote.vat);
    expect(one.guest_contact).toMatchObject({ email: g.email });
    expect(one.guest_contact).toHaveProperty('phone');
    expect(one.payout_method === null || one.payout_method.id === one.payout_method_id).toBe(true);
    expect(one.timeline.length).toBeGreaterThanOrEqual(1);
    expect(one.timeline[0]).toMatchObject({ kind: 'created', actor: 'guest', reason: null });
  });

  it('another host’s reservation is 404, with none of its data', async () => {
    const { id } = await booked();
    const other = await readyHost();
    const answer = await as(other, 'GET', bookingPaths.reservation(id));
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('guest_contact');
    expect((await as(other, 'POST', bookingPaths.noShow(id), { reason: 'x' })).status).toBe(404);
  });

  it('a no-show with a reason is in the timeline with the reason, by the host', async () => {
    const { host, id } = await booked();
    await checkInYesterday(id);
    const reported = expectStatus(
      await as(host, 'POST', bookingPaths.noShow(id), { reason: '  Nobody came until noon  ' }),
      200,
    ).body.data;
    expect(reported.status).toBe('no_show_reported');
    expect(reported.timeline.at(-1)).toMatchObject({
      kind: 'changed',
      field: 'status',
      from: 'confirmed',
      to: 'no_show_reported',
      reason: 'Nobody came until noon',
      actor: 'host',
    });
    const again = expectStatus(await as(host, 'GET', bookingPaths.reservation(id)), 200).body.data;
    expect(again.timeline).toEqual(reported.timeline);
  });

  it('a cancel request keeps working without a body; a too long or empty reason is a 422', async () => {
    const { host, id } = await booked();
    const long = await as(host, 'POST', bookingPaths.cancelRequest(id), {
      reason: 'x'.repeat(501),
    });
    expect(long.status).toBe(422);
    const blank = await as(host, 'POST', bookingPaths.cancelRequest(id), { reason: '   ' });
    expect(blank.status).toBe(422);
    const done = expectStatus(await as(host, 'POST', bookingPaths.cancelRequest(id)), 200).body
      .data;
    expect(done.status).toBe('cancel_requested');
    expect(done.timeline.at(-1)).toMatchObject({ to: 'cancel_requested', reason: null });
  });
});

describe('[BOOKING] the host cancels their own manual booking with a reason', () => {
  const manual = {
    check_in: '2027-08-10',
    check_out: '2027-08-14',
    guests: 2,
    guest_name: 'Milan Gost',
    total: 42000,
  };

  it('the cancel is a status change by the host with the reason on the booking page; a retry changes nothing', async () => {
    const host = await readyHost();
    const made = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data;
    const before = expectStatus(await as(host, 'GET', bookingPaths.reservation(made.id)), 200).body
      .data;
    // The host's own booking: cancel it directly; no no-show report or request to the operator.
    expect(before.allowed_actions).toEqual(['cancel']);
    const path = calendarPaths.cancelManualReservation(host.listingId, made.id);
    const reason = 'The family changed their plans';
    expect(expectStatus(await as(host, 'POST', path, { reason }), 200).body.data.status).toBe(
      'cancelled',
    );
    expect(expectStatus(await as(host, 'POST', path, { reason }), 200).body.data.status).toBe(
      'cancelled',
    );
    const page = expectStatus(await as(host, 'GET', bookingPaths.reservation(made.id)), 200).body
      .data;
    expect(page.allowed_actions).toEqual([]);
    expect(page.timeline).toHaveLength(2);
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'changed',
      field: 'status',
      from: 'confirmed',
      to: 'cancelled',
      reason,
      actor: 'host',
    });
  });

  it('without a body it still cancels (older clients); a blank reason is a 422 that cancels nothing', async () => {
    const host = await readyHost();
    const made = expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    ).body.data;
    const path = calendarPaths.cancelManualReservation(host.listingId, made.id);
    expect((await as(host, 'POST', path, { reason: '  ' })).status).toBe(422);
    const done = expectStatus(await as(host, 'POST', path), 200).body.data;
    expect(done.status).toBe('cancelled');
    const page = expectStatus(await as(host, 'GET', bookingPaths.reservation(made.id)), 200).body
      .data;
    expect(page.timeline.at(-1)).toMatchObject({ field: 'status', to: 'cancelled', reason: null });
  });
});

describe('[BOOKING] the host reads one inquiry with its history', () => {
  it('the sent inquiry and the host’s answer are the timeline, oldest first, each with who did it', async () => {
    const { host, id } = await pendingInquiry();
    const before = expectStatus(await as(host, 'GET', bookingPaths.inquiry(id)), 200).body.data;
    expect(before.timeline).toEqual([
      expect.objectContaining({ kind: 'created', actor: 'guest', reason: null }),
    ]);
    expectStatus(await answer(host, id, true), 200);
    const after = expectStatus(await as(host, 'GET', bookingPaths.inquiry(id)), 200).body.data;
    expect(after.status).toBe('available');
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'changed',
      field: 'status',
      from: 'pending',
      to: 'available',
      actor: 'host',
    });
  });

  it('another host’s inquiry is 404, with none of its history', async () => {
    const { id } = await pendingInquiry();
    const other = await readyHost();
    const read = await as(other, 'GET', bookingPaths.inquiry(id));
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('timeline');
  });
});

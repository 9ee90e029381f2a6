import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { runHoldExpiry, runHoldReminders } from '../../src/features/host-bookings/hold-jobs';
import { latestMailTo } from '../helpers/outbox';
import { registerAdmin } from '../listings/fixtures';
import { testApp } from '../helpers/test-app';
import {
  answer,
  as,
  book,
  expectStatus,
  guest,
  instantHost,
  inquire,
  locksOf,
  pendingInquiry,
  stay,
  statusOf,
} from './fixtures';

describe('[INQUIRY] the inquiry machine through HTTP', () => {
  it('guest inquires → host answers available (48 h hold) → guest confirms → operator realises', async () => {
    const { host, guest: g, id, inquiry } = await pendingInquiry();
    expect(inquiry).toMatchObject({
      status: 'pending',
      total: 17920,
      hold_expires_at: null,
      unresolved: false,
    });
    expect(inquiry.allowed_actions).toEqual(['cancel']);
    expect(await locksOf(host.listingId)).toHaveLength(0);

    const hostView = expectStatus(await as(host, 'GET', bookingPaths.inquiry(id)), 200).body.data;
    expect(hostView.allowed_actions).toEqual(['answer_available', 'answer_unavailable']);

    const answered = expectStatus(await answer(host, id, true, 'Dobrodošli'), 200).body.data;
    expect(answered).toMatchObject({ status: 'available', owner_response: 'Dobrodošli' });
    const hold =
      new Date(answered.hold_expires_at).getTime() - new Date(answered.answered_at).getTime();
    expect(hold).toBe(48 * 3_600_000);
    expect(await locksOf(host.listingId)).toHaveLength(1);
    // The hold makes the nights unavailable to anyone else.
    const other = await guest();
    expect((await inquire(other, host.listingId)).status).toBe(409);

    expect((await answer(host, id, false)).status).toBe(409); // answered once
    const confirmed = expectStatus(await as(g, 'POST', bookingPaths.confirmInquiry(id)), 200).body
      .data;
    expect(confirmed.status).toBe('confirmed');
    expect((await as(g, 'POST', bookingPaths.cancelInquiry(id))).status).toBe(409);

    const queue = expectStatus(
      await as(
        await registerAdmin(),
        'GET',
        `${bookingPaths.adminInquiries}?status=confirmed&per_page=100`,
      ),
      200,
    );
    expect(queue.body.data.map((i: { id: number }) => i.id)).toContain(id);

    const admin = await registerAdmin();
    const realised = expectStatus(
      await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id)),
      200,
    ).body.data;
    expect(realised.inquiry.status).toBe('realised');
    expect(realised.reservation).toMatchObject({
      status: 'confirmed',
      source: 'platform',
      check_in: stay.check_in,
      check_out: stay.check_out,
      guests: 2,
      total: 17920,
      advance: 5376,
    });
    expect(realised.reservation.quote).toEqual(inquiry.quote);
    const locks = await locksOf(host.listingId);
    expect(locks.map((l) => l.kind)).toEqual(['reservation']);
    expect((await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id))).status).toBe(409);

    const trips = expectStatus(await as(g, 'GET', bookingPaths.myReservations), 200).body.data;
    expect(trips.map((r: { id: number }) => r.id)).toEqual([realised.reservation.id]);
    const hostList = expectStatus(await as(host, 'GET', bookingPaths.reservations), 200).body.data;
    expect(hostList.map((r: { id: number }) => r.id)).toEqual([realised.reservation.id]);
  });

  it('an unavailable answer frees nothing and ends the inquiry; the guest cannot confirm', async () => {
    const { host, guest: g, id } = await pendingInquiry();
    const res = expectStatus(await answer(host, id, false, 'Sorry'), 200).body.data;
    expect(res.status).toBe('unavailable');
    expect(res.hold_expires_at).toBeNull();
    expect((await as(g, 'POST', bookingPaths.confirmInquiry(id))).status).toBe(409);
    expect((await as(g, 'POST', bookingPaths.cancelInquiry(id))).status).toBe(409);
    const mail = await latestMailTo(g.email, 'Sorry');
    expect(mail.subject).toBe('Vaš upit: apartman nije slobodan');
  });

  it('the guest cancels a pending or held inquiry; the nights are freed', async () => {
    const a = await pendingInquiry();
    expect(
      expectStatus(await as(a.guest, 'POST', bookingPaths.cancelInquiry(a.id)), 200).body.data
        .status,
    ).toBe('cancelled');
    const b = await pendingInquiry();
    expectStatus(await answer(b.host, b.id, true), 200);
    expectStatus(await as(b.guest, 'POST', bookingPaths.cancelInquiry(b.id)), 200);
    expect(await locksOf(b.host.listingId)).toHaveLength(0);
    expect((await answer(b.host, b.id, true)).status).toBe(409);
  });

  it('refused steps: the guest cannot answer, the host cannot confirm, the operator only realises confirmed', async () => {
    const { host, guest: g, id } = await pendingInquiry();
    expect((await answer(g, id, true)).status).toBe(404); // not the guest's listing
    expect((await as(host, 'POST', bookingPaths.confirmInquiry(id))).status).toBe(404);
    const admin = await registerAdmin();
    const early = await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'This step is not possible for the inquiry in its current state',
    );
    expect((await as(g, 'POST', bookingPaths.confirmInquiry(id))).status).toBe(409); // still pending
  });

  it('an available answer over nights taken meanwhile is 409', async () => {
    const host = await instantHost();
    const g = await guest();
    const { id } = await pendingInquiry(host);
    expectStatus(await book(g, host.listingId), 201);
    const res = await answer(host, id, true);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The apartment is no longer available for rent');
    expect(await statusOf('inquiries', id)).toBe('pending');
  });

  it('a lapsed hold expires through runHoldExpiry, frees the nights, and cannot be confirmed', async () => {
    const { host, guest: g, id } = await pendingInquiry();
    expectStatus(await answer(host, id, true), 200);
    const { db, app } = await testApp();
    await db
      .updateTable('inquiries')
      .set({ hold_expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const late = await as(g, 'POST', bookingPaths.confirmInquiry(id));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The hold on these dates has expired');
    const expired = await runHoldExpiry(app.deps);
    expect(expired).toContain(id);
    expect(await statusOf('inquiries', id)).toBe('expired');
    expect(await locksOf(host.listingId)).toHaveLength(0);
    expect(await runHoldExpiry(app.deps)).not.toContain(id); // once
    expect((await inquire(await guest(), host.listingId)).status).toBe(201);
  });

  it('12 hours before the end of a hold the guest gets one reminder, in their language', async () => {
    const g = await guest({ lang: 'en' });
    const { host, id } = await pendingInquiry();
    const { db, app } = await testApp();
    await db.updateTable('inquiries').set({ guest_id: g.id }).where('id', '=', id).execute();
    expectStatus(await answer(host, id, true), 200);
    await db
      .updateTable('inquiries')
      .set({ hold_expires_at: new Date(Date.now() + 6 * 3_600_000) })
      .where('id', '=', id)
      .execute();
    expect(await runHoldReminders(app.deps)).toContain(id);
    expect(await runHoldReminders(app.deps)).not.toContain(id);
    const mail = await latestMailTo(g.email, '12 hours');
    expect(mail.subject).toBe('Your hold is about to lapse');
  });
});

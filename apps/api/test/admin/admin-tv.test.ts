import { adminPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { as, book, expectStatus, guest, instantHost, pendingInquiry } from '../bookings/fixtures';
import { createListing } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';

/** Today and yesterday in Belgrade (the office's day the counters use). */
function belgradeDate(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(at);
}

async function counters(token: string) {
  const answer = expectStatus(await api('GET', adminPaths.tv, { token }), 200);
  return answer.body.data as Record<string, number>;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** /tv/double shows the latest bookings first: this one is booked after any other test's. */
async function makeLatest(reservationId: number) {
  const { db } = await testApp();
  await db
    .updateTable('reservations')
    .set({ booked_at: new Date('2100-01-01T00:00:00Z') })
    .where('id', '=', reservationId)
    .execute();
}

describe('[ADMIN][TV] counters and lists count real rows', () => {
  it('a reservation, a pending listing, an old inquiry, an overdue advance and an ID each count', async () => {
    const admin = await registerAdmin();
    const before = await counters(admin.token);

    // A reservation made now, checking in today, whose advance is overdue.
    const host = await instantHost();
    const g = await guest({ first_name: 'Televizor', last_name: 'Gost' });
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    const { db } = await testApp();
    await db
      .updateTable('reservations')
      .set({
        check_in: belgradeDate(0),
        check_out: belgradeDate(2),
        advance_due_date: belgradeDate(-1),
      })
      .where('id', '=', reservation.id)
      .execute();
    // A listing waiting for review, an inquiry unanswered for 30 hours, an ID under review.
    await createListing(host.id, { status: 'pending', submitted_at: new Date() });
    const inquiry = await pendingInquiry();
    await db
      .updateTable('inquiries')
      .set({ created_at: new Date(Date.now() - 30 * 3_600_000) })
      .where('id', '=', inquiry.id)
      .execute();
    const idUser = await registerUser();
    await db
      .updateTable('users')
      .set({ government_id_status: 'under_review' })
      .where('id', '=', idUser.id)
      .execute();

    const after = await counters(admin.token);
    for (const key of [
      'check_ins_today',
      'reservations_today',
      'listings_pending',
      'inquiries_unresolved',
      'advances_due',
      'ids_to_review',
    ])
      expect(after[key], key).toBeGreaterThanOrEqual(before[key]! + 1);

    const advances = expectStatus(await as(admin, 'GET', adminPaths.tvAdvancePayment), 200).body
      .data;
    const mine = advances.find((a: { id: number }) => a.id === reservation.id);
    expect(mine).toMatchObject({
      code: reservation.code,
      overdue: true,
      due_date: belgradeDate(-1),
      advance: reservation.advance,
      currency: 'EUR',
      host: { email: host.email },
    });

    const unresolved = expectStatus(await as(admin, 'GET', adminPaths.tvUnresolvedInquiries), 200)
      .body.data;
    const old = unresolved.find((i: { id: number }) => i.id === inquiry.id);
    expect(old).toMatchObject({ host: { email: inquiry.host.email } });
    expect(old.age_hours).toBeGreaterThanOrEqual(29);

    // The inquiry above was moved 30 hours back: on a shared database it may no longer be among
    // the latest, so /tv/double is checked with one sent just now. Other tests' clocks may have
    // booked stays "later" than now: this one is made the latest.
    await makeLatest(reservation.id);
    const fresh = await pendingInquiry();
    const double = expectStatus(await as(admin, 'GET', adminPaths.tvDouble), 200).body.data;
    expect(ids(double.reservations)).toContain(reservation.id);
    expect(ids(double.inquiries)).toContain(fresh.id);
  });

  it('a paid advance leaves the list; a fresh inquiry is not unresolved', async () => {
    const admin = await registerAdmin();
    const host = await instantHost();
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    // The list shows the earliest due dates first, a screenful of them: on a shared database
    // other tests' unpaid advances may fill it, so this one is made the most overdue.
    const { db } = await testApp();
    await db
      .updateTable('reservations')
      .set({ advance_due_date: '2000-01-01' })
      .where('id', '=', reservation.id)
      .execute();
    const list = async () =>
      ids(expectStatus(await as(admin, 'GET', adminPaths.tvAdvancePayment), 200).body.data);
    expect(await list()).toContain(reservation.id);
    expectStatus(
      await as(admin, 'POST', `/api/admin/reservations/${reservation.id}/advance-paid`),
      200,
    );
    expect(await list()).not.toContain(reservation.id);

    const fresh = await pendingInquiry();
    const unresolved = expectStatus(await as(admin, 'GET', adminPaths.tvUnresolvedInquiries), 200)
      .body.data;
    expect(ids(unresolved)).not.toContain(fresh.id);
  });

  it('names follow App-Language', async () => {
    const admin = await registerAdmin();
    const host = await instantHost();
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    await makeLatest(reservation.id);
    for (const [lang, name] of [
      ['sr', 'Apartman Dorćol'],
      ['en', 'Dorćol apartment'],
    ] as const) {
      const answer = await api('GET', adminPaths.tvDouble, { token: admin.token, lang });
      const item = answer.body.data.reservations.find(
        (r: { id: number }) => r.id === reservation.id,
      );
      expect(item.listing.name).toBe(name);
    }
  });
});

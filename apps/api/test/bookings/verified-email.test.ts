import { bookingPaths, calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/outbox';
import {
  api,
  registerUnverified,
  testApp,
  verificationPathFor,
  type TestUser,
} from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import {
  answer,
  as,
  book,
  expectStatus,
  inquire,
  inquiryHost,
  instantHost,
  pendingInquiry,
  stay,
} from './fixtures';

/** Issue #23 item 8: only a verified address books or inquires; the host's and operator's do not ask. */

const refusal = {
  en: 'Verify your e-mail address before booking.',
  sr: 'Potvrdite e-mail adresu pre rezervacije.',
};

async function bookingsOf(listingId: number) {
  const { db } = await testApp();
  const count = (table: 'reservations' | 'inquiries' | 'stay_locks') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('listing_id', '=', listingId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const activity = await db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  return {
    reservations: await count('reservations'),
    inquiries: await count('inquiries'),
    locks: await count('stay_locks'),
    activity: Number(activity.n),
  };
}

async function unverify(user: TestUser) {
  const { db } = await testApp();
  await db
    .updateTable('users')
    .set({ email_verified_at: null })
    .where('id', '=', user.id)
    .execute();
}

async function expectRefused(path: string, guest: TestUser, listingId: number, hostEmail: string) {
  const mailsBefore = (await mailsTo(hostEmail)).length;
  const before = await bookingsOf(listingId);
  for (const lang of ['en', 'sr'] as const) {
    const res = await api('POST', path, { token: guest.token, body: stay, lang });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ message: refusal[lang], code: 'email_not_verified' });
  }
  expect(await bookingsOf(listingId)).toEqual(before);
  expect(await mailsTo(hostEmail)).toHaveLength(mailsBefore);
}

describe('[BOOKING] only a verified e-mail books or inquires', () => {
  it('an unverified guest’s instant booking is 403 email_not_verified in sr and en; nothing made, no mail', async () => {
    const host = await instantHost();
    const g = await registerUnverified();
    await expectRefused(bookingPaths.book(host.listingId), g, host.listingId, host.email);
  });

  it('an unverified guest’s inquiry is 403 likewise, on an inquiry and an instant listing', async () => {
    const host = await inquiryHost();
    const g = await registerUnverified();
    await expectRefused(bookingPaths.inquire(host.listingId), g, host.listingId, host.email);
    const instant = await instantHost();
    await expectRefused(
      bookingPaths.inquire(instant.listingId),
      g,
      instant.listingId,
      instant.email,
    );
  });

  it('a guest whose address is no longer verified (e-mail changed) is refused too', async () => {
    const host = await instantHost();
    const g = await registerUnverified();
    await api('GET', await verificationPathFor(g.email));
    await unverify(g);
    expect((await book(g, host.listingId)).status).toBe(403);
  });

  it('a guest whose address is no longer verified cannot confirm an answered inquiry', async () => {
    const asker = await inquiryHost();
    const { guest, id } = await pendingInquiry(asker);
    expectStatus(await answer(asker, id, true), 200);
    await unverify(guest);
    const res = await as(guest, 'POST', bookingPaths.confirmInquiry(id));
    expect(res.status, res.text).toBe(403);
    expect(res.body.code).toBe('email_not_verified');
  });

  it('after opening the mailed link the same login books (201) and inquires (201)', async () => {
    const host = await instantHost();
    const asker = await inquiryHost();
    const g = await registerUnverified();
    expect((await book(g, host.listingId)).status).toBe(403);
    expectStatus(await api('GET', await verificationPathFor(g.email)), 200);
    expectStatus(await book(g, host.listingId), 201);
    expectStatus(await inquire(g, asker.listingId), 201);
    expect((await bookingsOf(host.listingId)).reservations).toBe(1);
  });

  it('an unverified host still enters a manual reservation; an unverified operator still realises an inquiry', async () => {
    const host = await instantHost();
    await unverify(host);
    const manual = { ...stay, guest_name: 'Milan Gost', total: 42000 };
    expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
      201,
    );

    const asker = await inquiryHost();
    const { guest, id } = await pendingInquiry(asker);
    expectStatus(await answer(asker, id, true), 200);
    expectStatus(await as(guest, 'POST', bookingPaths.confirmInquiry(id)), 200);
    const admin = await registerAdmin();
    await unverify(admin);
    expectStatus(await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id)), 200);
  });
});

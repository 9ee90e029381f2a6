import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps';
import {
  runGuestDetailsErasure,
  runGuestRegistrationReminders,
} from '../../src/features/guest-registration/guest-registration-jobs';
import { mailsTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { bookedStay, expectStatus } from '../payments/fixtures';
import { domestic, putGuests, tickEturista, tripGuests } from './fixtures';

/** The app's deps with the clock at `iso`. */
async function at(iso: string): Promise<Deps> {
  const { app } = await testApp();
  return { ...app.deps, now: () => new Date(iso) };
}

// The fixtures' stay: 6 to 9 January 2027 in Belgrade (UTC+1).
describe('[GUEST-REGISTRATION] the details are deleted 30 days after departure', () => {
  it('kept on the 29th day, deleted on the 30th in the listing’s zone, the answer says so', async () => {
    const { guest, id } = await bookedStay();
    expectStatus(await putGuests(guest, id, [domestic]), 200);
    expect(await runGuestDetailsErasure(await at('2027-02-07T22:30:00Z'))).not.toContain(id);
    expect((await tripGuests(guest, id)).body.data.guests).toHaveLength(1);
    // 00:30 on 8 February in Belgrade: 30 days after the departure of 9 January.
    expect(await runGuestDetailsErasure(await at('2027-02-07T23:30:00Z'))).toContain(id);
    const { db } = await testApp();
    const left = await db
      .selectFrom('reservation_guests')
      .select('id')
      .where('reservation_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    const answer = (await tripGuests(guest, id)).body.data;
    expect(answer).toMatchObject({ guests: [], erased: true, editable: false });
  });
});

describe('[GUEST-REGISTRATION] reminders', () => {
  it('the guest is asked once, three days before arrival, while the details are missing', async () => {
    const { guest, id } = await bookedStay();
    expect(
      (await runGuestRegistrationReminders(await at('2027-01-02T12:00:00Z'))).guests,
    ).not.toContain(id);
    const deps = await at('2027-01-03T12:00:00Z');
    const [a, b] = await Promise.all([
      runGuestRegistrationReminders(deps),
      runGuestRegistrationReminders(deps),
    ]);
    expect([...a.guests, ...b.guests].filter((x) => x === id)).toEqual([id]);
    expect((await runGuestRegistrationReminders(deps)).guests).not.toContain(id);
    await deps.mailer.deliverDue();
    const mails = (await mailsTo(guest.email)).filter((m) => m.subject.includes('prijavu'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/my-travel/reservations?guests=${id}`);
  });

  it('a guest who gave the details is not asked', async () => {
    const { guest, id } = await bookedStay();
    expectStatus(await putGuests(guest, id, [domestic]), 200);
    const sent = await runGuestRegistrationReminders(await at('2027-01-04T12:00:00Z'));
    expect(sent.guests).not.toContain(id);
  });

  it('the host is reminded once in the last hours before the deadline, not when ticked', async () => {
    const { host, id } = await bookedStay();
    const { host: ticker, id: ticked } = await bookedStay();
    expectStatus(await tickEturista(ticker, ticked, true), 200);
    // Arrival 6 January; the deadline is 24 hours after check-in, at the latest 7 January 23:00 UTC.
    const early = await runGuestRegistrationReminders(await at('2027-01-06T06:00:00Z'));
    expect(early.hosts).not.toContain(id);
    const { db } = await testApp();
    const from = await db
      .selectFrom('listings as l')
      .innerJoin('reservations as r', 'r.listing_id', 'l.id')
      .select('l.check_in_from')
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
    const [h, m] = (from.check_in_from ?? '00:00').split(':').map(Number) as [number, number];
    // One hour before the deadline (Belgrade is UTC+1 in January).
    const oneHourBefore = new Date(Date.UTC(2027, 0, 7, h - 1 - 1, m)).toISOString();
    const deps = await at(oneHourBefore);
    const sent = await runGuestRegistrationReminders(deps);
    expect(sent.hosts).toContain(id);
    expect(sent.hosts).not.toContain(ticked);
    expect((await runGuestRegistrationReminders(deps)).hosts).not.toContain(id);
    await deps.mailer.deliverDue();
    const mails = (await mailsTo(host.email)).filter((mail) => mail.subject.includes('eTurist'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/reservations/${id}`);
  });
});

import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { latestMailTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import { answer, as, expectStatus, inquiryHost, pendingInquiry } from './fixtures';

async function setLang(userId: number, lang: 'sr' | 'en') {
  const { db } = await testApp();
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}

describe('[BOOKING] mails in the recipient’s language and the unresolved flag', () => {
  it('new inquiry → host (en), answer → guest (sr), each naming the listing and dates', async () => {
    const host = await inquiryHost();
    await setLang(host.id, 'en');
    const { guest, id } = await pendingInquiry(host);
    const toHost = await latestMailTo(host.email, 'Dorćol apartment');
    expect(toHost.subject).toBe('New inquiry for your apartment');
    expect(toHost.text).toContain('Jan 6, 2027');
    expect(toHost.text).toContain(`/inquiry/${id}`);
    expectStatus(await answer(host, id, true, 'Vidimo se'), 200);
    const toGuest = await latestMailTo(guest.email, 'Vidimo se');
    expect(toGuest.subject).toBe('Vaš upit: apartman je slobodan');
    expect(toGuest.text).toContain('Apartman Dorćol');
    expect(toGuest.text).toContain('6. jan 2027.');
  });

  it('an inquiry unanswered for more than 24 hours is unresolved (the answer, the host filter, the operator queue)', async () => {
    const { host, id } = await pendingInquiry();
    const fresh = await pendingInquiry(host, {
      check_in: '2027-03-01',
      check_out: '2027-03-04',
      guests: 1,
    });
    const { db } = await testApp();
    await db
      .updateTable('inquiries')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('id', '=', id)
      .execute();
    const one = expectStatus(await as(host, 'GET', bookingPaths.inquiry(id)), 200).body.data;
    expect(one.unresolved).toBe(true);
    const list = expectStatus(
      await as(host, 'GET', `${bookingPaths.inquiries}?unresolved=true`),
      200,
    ).body.data;
    expect(list.map((i: { id: number }) => i.id)).toEqual([id]);
    const admin = await registerAdmin();
    const queue = expectStatus(
      await as(admin, 'GET', `${bookingPaths.adminInquiries}?unresolved=true&per_page=100`),
      200,
    );
    const queued = queue.body.data.map((i: { id: number }) => i.id);
    expect(queued).toContain(id);
    expect(queued).not.toContain(fresh.id);
  });
});

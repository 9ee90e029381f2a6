import { describe, expect, it } from 'vitest';
import { latestMailTo, linksIn } from '../helpers/outbox';
import { expectStatus } from '../helpers/calendar-fixtures';
import { api, testApp } from '../helpers/test-app';
import { book, guest, instantHost } from './fixtures';

describe('[BOOKING] a deleted listing', () => {
  it('flags its stays still ahead for the operator; past and cancelled ones are left alone', async () => {
    const { db } = await testApp();
    const host = await instantHost();
    const ahead = expectStatus(await book(await guest(), host.listingId), 201).body.data;
    const cancelled = expectStatus(
      await book(await guest(), host.listingId, {
        check_in: '2027-02-01',
        check_out: '2027-02-04',
        guests: 2,
      }),
      201,
    ).body.data;
    const past = expectStatus(
      await book(await guest(), host.listingId, {
        check_in: '2027-03-01',
        check_out: '2027-03-03',
        guests: 2,
      }),
      201,
    ).body.data;
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
    await db
      .updateTable('reservations')
      .set({ check_in: '2020-03-01', check_out: '2020-03-03' })
      .where('id', '=', past.id)
      .execute();

    expect(
      (await api('POST', `/api/panel/ads/${host.listingId}/delete-request`, { token: host.token }))
        .status,
    ).toBe(202);
    const mail = await latestMailTo(host.email, '/listings/delete-confirm');
    const url = new URL(linksIn(mail.text).find((l) => l.includes('/listings/delete-confirm'))!);
    const confirmed = await api('POST', `/api/panel/ads/${host.listingId}/delete-confirm`, {
      token: host.token,
      body: {
        expires: Number(url.searchParams.get('expires')),
        signature: url.searchParams.get('signature'),
      },
    });
    expect(confirmed.status).toBe(204);

    const rows = await db
      .selectFrom('reservations')
      .select(['id', 'operator_flag', 'flagged_at', 'status'])
      .where('listing_id', '=', host.listingId)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ahead.id)).toMatchObject({
      operator_flag: 'listing_deleted',
      status: 'confirmed',
    });
    expect(byId.get(ahead.id)?.flagged_at).toBeInstanceOf(Date);
    expect(byId.get(cancelled.id)?.operator_flag).toBeNull();
    expect(byId.get(past.id)?.operator_flag).toBeNull();
  });
});

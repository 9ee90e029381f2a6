import { messagesPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps';
import { runScheduledMessages } from '../../src/features/messages/scheduled-messages-job';
import { book, guest, instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';
import { thread } from './fixtures';

/** The job as two server processes run it at `iso`: both at once, on the same database. */
async function jobAt(iso: string): Promise<number[]> {
  const { app } = await testApp();
  const deps: Deps = { ...app.deps, now: () => new Date(iso) };
  const other: Deps = { ...app.deps, now: () => new Date(iso) };
  const [a, b] = await Promise.all([runScheduledMessages(deps), runScheduledMessages(other)]);
  await app.deps.tasks.idle();
  return [...a, ...b];
}

const instructions = {
  trigger: 'before_check_in',
  days: 2,
  time: '10:00',
  body_sr: 'Zdravo {guest_name}, dolazak {check_in}. Šifra kutije: 4321.',
  body_en: 'Hi {guest_name}, arrival {check_in}. Key box code: 4321.',
};
const thanks = { trigger: 'after_check_out', days: 1, time: '18:00', body_sr: 'Hvala!' };

describe('[MESSAGES] scheduled messages', () => {
  it('are sent once, at the listing’s time, in the guest’s language; the booking page shows them', async () => {
    const host = await instantHost();
    const a = expectStatus(
      await as(host, 'POST', messagesPaths.templates(host.listingId), instructions),
      201,
    ).body.data;
    expect(a).toMatchObject({ trigger: 'before_check_in', days: 2, time: '10:00' });
    const b = expectStatus(
      await as(host, 'POST', messagesPaths.templates(host.listingId), thanks),
      201,
    ).body.data;
    expect(b).toMatchObject({ body_sr: 'Hvala!', body_en: '' });
    expect(
      (await as(host, 'GET', messagesPaths.templates(host.listingId))).body.data.map(
        (t: { id: number }) => t.id,
      ),
    ).toEqual([a.id, b.id]);

    const g = await guest();
    const { db } = await testApp();
    await db.updateTable('users').set({ lang: 'en' }).where('id', '=', g.id).execute();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    const scheduled = async () =>
      expectStatus(await as(host, 'GET', messagesPaths.scheduled(reservation.id)), 200).body.data;
    // 2027-01-06 arrival: two days before at 10:00 in Belgrade (CET, +1) is 09:00 UTC.
    expect(await scheduled()).toEqual([
      {
        template_id: a.id,
        trigger: 'before_check_in',
        send_at: '2027-01-04T09:00:00.000Z',
        state: 'scheduled',
        sent_at: null,
      },
      {
        template_id: b.id,
        trigger: 'after_check_out',
        send_at: '2027-01-10T17:00:00.000Z',
        state: 'scheduled',
        sent_at: null,
      },
    ]);
    // The guest may not read the host's schedule.
    expect((await as(g, 'GET', messagesPaths.scheduled(reservation.id))).status).toBe(404);

    // The job is global: other tests' reservations may be due too; count this conversation's.
    const fromHost = async () =>
      ((await thread(g, reservation.conversation_id)).body.data as { mine: boolean }[]).filter(
        (m) => !m.mine,
      ).length;
    await jobAt('2027-01-04T08:59:00.000Z');
    expect(await fromHost()).toBe(0);
    const sent = await jobAt('2027-01-04T09:00:30.000Z');
    expect(await fromHost()).toBe(1);
    expect(await jobAt('2027-01-04T09:05:00.000Z')).toEqual([]);
    const last = (await thread(g, reservation.conversation_id)).body.data.at(-1);
    expect(sent).toContain(last.id);
    expect(last).toMatchObject({
      mine: false,
      sender_id: host.id,
      body: 'Hi Gost, arrival 6 January 2027. Key box code: 4321.',
    });
    expect((await scheduled())[0]).toMatchObject({ state: 'sent' });

    // Only Serbian was written: the English-speaking guest gets it.
    await jobAt('2027-01-10T16:59:00.000Z');
    expect(await fromHost()).toBe(1);
    await jobAt('2027-01-10T17:00:00.000Z');
    expect(await fromHost()).toBe(2);
    expect((await thread(g, reservation.conversation_id)).body.data.at(-1).body).toBe('Hvala!');
    expect((await scheduled()).map((s: { state: string }) => s.state)).toEqual(['sent', 'sent']);
  });

  it('none for a cancelled reservation, none once its time is long past', async () => {
    const host = await instantHost();
    expectStatus(
      await as(host, 'POST', messagesPaths.templates(host.listingId), instructions),
      201,
    );
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    const { db } = await testApp();
    const count = async () =>
      ((await thread(g, reservation.conversation_id)).body.data as unknown[]).length;
    const before = await count();
    // Arrival day over: too late for check-in instructions.
    await jobAt('2027-01-07T00:00:00.000Z');
    expect(await count()).toBe(before);
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', reservation.id)
      .execute();
    await jobAt('2027-01-04T09:00:00.000Z');
    expect(await count()).toBe(before);
    const [row] = (await as(host, 'GET', messagesPaths.scheduled(reservation.id))).body.data;
    expect(row.state).toBe('skipped');
  });

  it('only the listing’s host edits them; bad input is 422 with field errors', async () => {
    const host = await instantHost();
    const stranger = await registerUser();
    const id = expectStatus(
      await as(host, 'POST', messagesPaths.templates(host.listingId), instructions),
      201,
    ).body.data.id as number;
    const path = messagesPaths.template(host.listingId, id);
    expect((await as(stranger, 'GET', messagesPaths.templates(host.listingId))).status).toBe(404);
    expect((await as(stranger, 'PUT', path, instructions)).status).toBe(404);
    expect((await as(stranger, 'DELETE', path)).status).toBe(404);

    const bad = await api('POST', messagesPaths.templates(host.listingId), {
      token: host.token,
      lang: 'en',
      body: { trigger: 'whenever', days: 31, time: '25:00', body_sr: ' ', body_en: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['days', 'time', 'trigger']);
    // Neither text written.
    const empty = await as(host, 'POST', messagesPaths.templates(host.listingId), {
      ...instructions,
      body_sr: ' ',
      body_en: '',
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['body_sr']);

    const changed = expectStatus(
      await as(host, 'PUT', path, { ...instructions, days: 1, time: '09:30' }),
      200,
    ).body.data;
    expect(changed).toMatchObject({ id, days: 1, time: '09:30' });
    expect((await as(host, 'DELETE', path)).status).toBe(204);
    expect((await as(host, 'DELETE', path)).status).toBe(404);
  });
});

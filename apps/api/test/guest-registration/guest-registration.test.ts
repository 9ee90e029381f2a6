import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import { bookedStay, expectStatus, registerAdmin } from '../payments/fixtures';
import { domestic, foreign, hostGuests, putGuests, tickEturista, tripGuests } from './fixtures';

describe('[GUEST-REGISTRATION] the guest gives the details, the host reads them', () => {
  it('the guest puts the whole list; it is stored sealed and read back by guest and host', async () => {
    const { db } = await testApp();
    const { host, guest, id } = await bookedStay();
    const empty = expectStatus(await tripGuests(guest, id), 200).body.data;
    expect(empty).toMatchObject({ guests: [], max_guests: 2, editable: true, updated_at: null });

    const saved = expectStatus(await putGuests(guest, id, [domestic, foreign]), 200).body.data;
    expect(saved.guests).toEqual([
      { ...domestic, entry_date: null, entry_place: null },
      { ...foreign, jmbg: null },
    ]);
    // Sent again: the same answer, still two rows (idempotent).
    const again = expectStatus(await putGuests(guest, id, [domestic, foreign]), 200).body.data;
    expect(again.guests).toEqual(saved.guests);

    const rows = await db
      .selectFrom('reservation_guests')
      .selectAll()
      .where('reservation_id', '=', id)
      .orderBy('position')
      .execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const secret of ['012345678', '1503985715004', '1985-03-15', 'C01X00T47', '1990-07-01'])
      expect(stored).not.toContain(secret);
    expect(rows[0]!.document_number).toMatch(/^dev:/);

    const seen = expectStatus(await hostGuests(host, id), 200).body.data;
    expect(seen.guests).toEqual(saved.guests);
    expect(seen.eturista).toEqual({
      registered: false,
      registered_at: null,
      // 14:00 in Belgrade on 6 January (the fixture listing's check-in), plus 24 hours.
      deadline: expect.stringMatching(/^2027-01-0[67]T/),
    });

    // Fewer guests replace the list.
    const one = expectStatus(await putGuests(guest, id, [foreign]), 200).body.data;
    expect(one.guests).toHaveLength(1);
  });

  it('bad details are a 422 keyed by guest and field, in the request language', async () => {
    const { guest, id } = await bookedStay();
    const bad = await putGuests(guest, id, [
      { ...domestic, jmbg: '1503985715005' },
      { ...foreign, entry_date: '2027-01-07' },
    ]);
    expectStatus(bad, 422);
    expect(bad.body.errors).toMatchObject({
      'guests.0.jmbg': [expect.stringContaining('JMBG')],
      'guests.1.entry_date': [expect.stringContaining('after arrival')],
    });
    const tooMany = await putGuests(guest, id, [domestic, foreign, foreign]);
    expectStatus(tooMany, 422);
    const missing = await putGuests(guest, id, [{ ...foreign, birth_date: '' }]);
    expect(missing.body.errors['guests.0.birth_date']).toEqual(['Required']);
  });

  it('only the guest, the host and operators; anyone else gets 404', async () => {
    const { host, guest, id } = await bookedStay();
    expectStatus(await putGuests(guest, id, [domestic]), 200);
    const stranger = await registerUser();
    expectStatus(await tripGuests(stranger, id), 404);
    expectStatus(await putGuests(stranger, id, [domestic]), 404);
    expectStatus(await hostGuests(stranger, id), 404);
    expectStatus(await tickEturista(stranger, id, true), 404);
    // The host does not write the guest's list, nor the guest the host's box.
    expectStatus(await tripGuests(host, id), 404);
    expectStatus(await putGuests(host, id, [domestic]), 404);
    expectStatus(await hostGuests(guest, id), 404);
    expectStatus(await tickEturista(guest, id, true), 404);
    expectStatus(await tripGuests(guest, 999_999_999), 404);
    expectStatus(
      await api('GET', '/api/reservations/99999999999999999999/guests', { token: host.token }),
      404,
    );
  });

  it('an operator reads both views, and each read is in the guest’s activity log', async () => {
    const { db } = await testApp();
    const { host, guest, id } = await bookedStay();
    expectStatus(await putGuests(guest, id, [domestic]), 200);
    const admin = await registerAdmin();
    expect((await hostGuests(admin, id)).body.data.guests).toHaveLength(1);
    expect((await tripGuests(admin, id)).body.data.guests).toHaveLength(1);
    expectStatus(await tickEturista(admin, id, true), 404);
    const logged = await db
      .selectFrom('activity_log')
      .select(['user_id', 'actor_id', 'field'])
      .where('entity', '=', 'reservation')
      .where('field', 'like', 'guest_details_%')
      .where('entity_id', '=', id)
      .execute();
    const ofGuest = logged.filter((row) => Number(row.user_id) === guest.id);
    expect(ofGuest).toHaveLength(2);
    expect(ofGuest.every((row) => Number(row.actor_id) === admin.id)).toBe(true);
    // The guest's and the host's own reads are not logged.
    await hostGuests(host, id);
    await tripGuests(guest, id);
    const after = await db
      .selectFrom('activity_log')
      .select('id')
      .where('entity', '=', 'reservation')
      .where('field', 'like', 'guest_details_%')
      .where('entity_id', '=', id)
      .execute();
    expect(after).toHaveLength(logged.length);
  });

  it('the host ticks "registered in eTurista"; ticked again keeps the first time', async () => {
    const { host, id } = await bookedStay();
    const ticked = expectStatus(await tickEturista(host, id, true), 200).body.data.eturista;
    expect(ticked.registered).toBe(true);
    const again = expectStatus(await tickEturista(host, id, true), 200).body.data.eturista;
    expect(again.registered_at).toBe(ticked.registered_at);
    const unticked = expectStatus(await tickEturista(host, id, false), 200).body.data.eturista;
    expect(unticked).toMatchObject({ registered: false, registered_at: null });
  });

  it('a cancelled reservation takes no more details (409)', async () => {
    const { db } = await testApp();
    const { guest, id } = await bookedStay();
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    const closed = await putGuests(guest, id, [domestic]);
    expectStatus(closed, 409);
    expect(closed.body.code).toBe('guest_details_closed');
    expect((await tripGuests(guest, id)).body.data.editable).toBe(false);
  });
});

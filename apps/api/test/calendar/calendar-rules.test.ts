import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { activityOf, as, expectStatus, hostWithListing } from '../helpers/calendar-fixtures';

const leto = { name: 'Leto', color: '#F59E0B', min_stay: 5, price_percent: 20 };

describe('[CALENDAR] rules', () => {
  it('creates (201), lists, changes and deletes a rule', async () => {
    const host = await hostWithListing();
    const created = expectStatus(
      await as(host, 'POST', calendarPaths.rules(host.listingId), leto),
      201,
    );
    const id = created.body.data.id as number;
    expect(created.body.data).toEqual({
      id,
      name: 'Leto',
      color: '#f59e0b',
      min_stay: 5,
      price_percent: 20,
    });
    const lastMinute = await as(host, 'POST', calendarPaths.rules(host.listingId), {
      name: 'Last minute',
      color: '#0ea5e9',
      price_percent: -15,
    });
    expect(lastMinute.body.data.min_stay).toBeNull();

    const list = expectStatus(await as(host, 'GET', calendarPaths.rules(host.listingId)), 200);
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Leto', 'Last minute']);

    const changed = await as(host, 'PUT', calendarPaths.rule(host.listingId, id), {
      ...leto,
      price_percent: 25,
      min_stay: null,
    });
    expect(changed.body.data).toMatchObject({ id, price_percent: 25, min_stay: null });

    expect((await as(host, 'DELETE', calendarPaths.rule(host.listingId, id))).status).toBe(204);
    const after = await as(host, 'GET', calendarPaths.rules(host.listingId));
    expect(after.body.data.map((r: { name: string }) => r.name)).toEqual(['Last minute']);
  });

  it('deleting a rule clears it from its days (price and min stay fall back)', async () => {
    const host = await hostWithListing();
    const id = (await as(host, 'POST', calendarPaths.rules(host.listingId), leto)).body.data
      .id as number;
    await as(host, 'PUT', calendarPaths.putDays(host.listingId), {
      from: '2027-07-05',
      to: '2027-07-07',
      rule_id: id,
      price: null,
    });
    await as(host, 'PUT', calendarPaths.putDays(host.listingId), {
      from: '2027-07-07',
      to: '2027-07-07',
      price: 9000,
    });
    const before = await as(
      host,
      'GET',
      `${calendarPaths.days(host.listingId)}?start=2027-07-05&days=3`,
    );
    expect(before.body.data.days.map((d: { price: number }) => d.price)).toEqual([
      6000, 6000, 9000,
    ]);

    await as(host, 'DELETE', calendarPaths.rule(host.listingId, id));
    const after = await as(
      host,
      'GET',
      `${calendarPaths.days(host.listingId)}?start=2027-07-05&days=3`,
    );
    expect(
      after.body.data.days.map((d: { price: number; rule_id: number | null; min_stay: number }) => [
        d.price,
        d.rule_id,
        d.min_stay,
      ]),
    ).toEqual([
      [5000, null, 2],
      [5000, null, 2],
      [9000, null, 2],
    ]);
    const deleted = (await activityOf(host.listingId)).find(
      (e) => e.entity === 'calendar_rule' && e.kind === 'deleted',
    );
    expect(deleted?.from_value).toMatchObject({ name: 'Leto', dates: ['2027-07-05…2027-07-07'] });
  });

  it('validates name, colour and percent (422, per field)', async () => {
    const host = await hostWithListing();
    const answer = await as(host, 'POST', calendarPaths.rules(host.listingId), {
      name: '',
      color: 'orange',
      min_stay: 0,
      price_percent: 501,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['This field is required'],
      color: ['Choose a colour'],
      min_stay: ['The value must be at least 1'],
      price_percent: ['The value must be at most 500'],
    });
    const low = await as(host, 'POST', calendarPaths.rules(host.listingId), {
      ...leto,
      price_percent: -101,
    });
    expect(low.body.errors.price_percent).toEqual(['The value must be at least -100']);
  });

  it("another listing's rule is 404, even for the same owner", async () => {
    const host = await hostWithListing();
    const other = await hostWithListing();
    const foreign = (await as(other, 'POST', calendarPaths.rules(other.listingId), leto)).body.data
      .id as number;
    expect((await as(host, 'PUT', calendarPaths.rule(host.listingId, foreign), leto)).status).toBe(
      404,
    );
    expect((await as(host, 'DELETE', calendarPaths.rule(host.listingId, foreign))).status).toBe(
      404,
    );
    expect((await as(host, 'DELETE', calendarPaths.rule(host.listingId, 999_999_999))).status).toBe(
      404,
    );
    expect((await as(other, 'GET', calendarPaths.rules(other.listingId))).body.data).toHaveLength(
      1,
    );
  });

  it('logs create, change and delete of a rule', async () => {
    const host = await hostWithListing();
    const id = (await as(host, 'POST', calendarPaths.rules(host.listingId), leto)).body.data
      .id as number;
    await as(host, 'PUT', calendarPaths.rule(host.listingId, id), { ...leto, name: 'Leto 2027' });
    await as(host, 'PUT', calendarPaths.rule(host.listingId, id), { ...leto, name: 'Leto 2027' }); // no change
    await as(host, 'DELETE', calendarPaths.rule(host.listingId, id));
    const entries = (await activityOf(host.listingId)).filter((e) => e.entity === 'calendar_rule');
    expect(entries.map((e) => [e.kind, e.entity_id, e.user_id, e.actor_id])).toEqual([
      ['created', id, host.id, host.id],
      ['changed', id, host.id, host.id],
      ['deleted', id, host.id, host.id],
    ]);
    expect(entries[1]!.to_value).toMatchObject({ name: 'Leto 2027' });
  });
});

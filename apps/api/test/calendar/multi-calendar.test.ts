import { calendarPaths } from '@gazda/contracts/paths';
import { multiCalendarSchema } from '@gazda/contracts/calendar';
import { describe, expect, it } from 'vitest';
import {
  activityOf,
  as,
  createListing,
  expectStatus,
  hostWithListing,
  type Host,
} from '../helpers/calendar-fixtures';
import { api, testApp } from '../helpers/test-app';

type Day = {
  date: string;
  price: number;
  special: number | null;
  available: boolean;
  min_stay: number;
};
type Row = { id: number; name: string; days: Day[] } & Record<string, unknown>;

const multi = (host: Host, query: string) => as(host, 'GET', `${calendarPaths.multi}?${query}`);
const put = (host: Host, body: unknown) => as(host, 'PUT', calendarPaths.multiDays, body);

/** A host with three listings (the fixture's and two more), ids in order. */
async function hostWithThree(): Promise<Host & { ids: number[] }> {
  const host = await hostWithListing();
  const more = [
    await createListing(host.id, { name_sr: 'Studio Niš', name_en: 'Niš studio', city: 'Niš' }),
    await createListing(host.id, { name_sr: 'Kuća Zlatibor', name_en: 'Zlatibor house' }),
  ];
  return { ...host, ids: [host.listingId, ...more] };
}

async function versions(ids: number[]) {
  const { db } = await testApp();
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'calendar_version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.calendar_version));
}

const dayOf = (row: Row, date: string) => row.days.find((d) => d.date === date)!;

describe('[CALENDAR] GET calendar/multi', () => {
  it('answers every own listing with its days, each as GET calendar/{id} answers it', async () => {
    const host = await hostWithThree();
    const stranger = await hostWithListing();
    const answer = expectStatus(await multi(host, 'start=2027-08-01&days=92'), 200);
    expect(multiCalendarSchema.safeParse(answer.body.data).success).toBe(true);
    const rows = answer.body.data.listings as Row[];
    expect(rows.map((r) => r.id)).toEqual(host.ids);
    expect(rows.map((r) => r.id)).not.toContain(stranger.listingId);
    expect(rows[1]).toMatchObject({
      name: 'Niš studio',
      city: 'Niš',
      status: 'listed',
      category: 'apartment',
      photo_url: null,
      currency: 'EUR',
    });
    for (const row of rows) {
      expect(row.days).toHaveLength(92);
      const single = await as(
        host,
        'GET',
        `${calendarPaths.days(row.id)}?start=2027-08-01&days=92`,
      );
      expect(row.days).toEqual(single.body.data.days);
    }
  });

  it('refuses more than 92 days and a missing start (422), and asks for a login (401)', async () => {
    const host = await hostWithListing();
    const tooMany = await multi(host, 'start=2027-08-01&days=93');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.days).toBeTruthy();
    expect((await multi(host, 'days=10')).status).toBe(422);
    expect((await api('GET', `${calendarPaths.multi}?start=2027-08-01`)).status).toBe(401);
  });
});

describe('[CALENDAR] PUT calendar/multi/days', () => {
  it('sets a price on three listings at once: logged per listing, each version bumped, idempotent', async () => {
    const host = await hostWithThree();
    const before = await versions(host.ids);
    const body = { listing_ids: host.ids, from: '2027-08-01', to: '2027-08-31', price: 9900 };
    const answer = expectStatus(await put(host, body), 200);
    const changed = answer.body.data.listings as Row[];
    expect(changed.map((r) => r.id)).toEqual(host.ids);
    for (const row of changed) {
      expect(row.days).toHaveLength(31);
      expect(row.days.every((d) => d.special === 9900 && d.price === 9900)).toBe(true);
    }
    const after = await versions(host.ids);
    after.forEach((version, i) => expect(version).toBeGreaterThan(before[i]!));
    for (const id of host.ids) {
      const entries = await activityOf(id);
      expect(entries.map((e) => [e.entity, e.field, e.to_value])).toEqual([
        ['calendar', 'special_price', { dates: '2027-08-01…2027-08-31', value: 9900 }],
      ]);
    }
    // The same request again: the same state, nothing more in the log.
    const again = expectStatus(await put(host, body), 200);
    expect(again.body.data).toEqual(answer.body.data);
    for (const id of host.ids) expect(await activityOf(id)).toHaveLength(1);
    const read = (await multi(host, 'start=2027-08-01&days=31')).body.data.listings as Row[];
    expect(read.every((r) => r.days.every((d) => d.special === 9900))).toBe(true);
  });

  it("another owner's listing among the ids: 404, nothing changed on any listing", async () => {
    const host = await hostWithThree();
    const other = await hostWithListing();
    const before = await versions([...host.ids, other.listingId]);
    const answer = await put(host, {
      listing_ids: [host.ids[0], other.listingId, host.ids[1]],
      from: '2027-09-01',
      to: '2027-09-07',
      blocked: true,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Apartment not found');
    expect(await versions([...host.ids, other.listingId])).toEqual(before);
    for (const id of [...host.ids, other.listingId]) expect(await activityOf(id)).toEqual([]);
  });

  it('one transaction: a block over one listing’s reservation is 409 and no listing is blocked', async () => {
    const host = await hostWithThree();
    expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(host.ids[2]!), {
        check_in: '2027-09-03',
        check_out: '2027-09-05',
        guests: 2,
        guest_name: 'Jelena Jovanović',
        total: 10000,
      }),
      201,
    );
    const before = await versions(host.ids);
    const answer = await put(host, {
      listing_ids: host.ids,
      from: '2027-09-01',
      to: '2027-09-07',
      blocked: true,
    });
    expect(answer.status).toBe(409);
    expect(await versions(host.ids)).toEqual(before);
    const read = (await multi(host, 'start=2027-09-01&days=7')).body.data.listings as Row[];
    expect(dayOf(read[0]!, '2027-09-01').available).toBe(true);
    expect(dayOf(read[1]!, '2027-09-06').available).toBe(true);
    expect(await activityOf(host.ids[0]!)).toEqual([]);
  });

  it('blocks a week on two listings and opens it again', async () => {
    const host = await hostWithThree();
    const two = host.ids.slice(0, 2);
    const range = { from: '2027-10-04', to: '2027-10-10' };
    expectStatus(await put(host, { listing_ids: two, ...range, blocked: true }), 200);
    let read = (await multi(host, 'start=2027-10-04&days=7')).body.data.listings as Row[];
    expect(read.map((r) => r.days.filter((d) => !d.available).length)).toEqual([7, 7, 0]);
    expectStatus(await put(host, { listing_ids: two, ...range, blocked: false }), 200);
    read = (await multi(host, 'start=2027-10-04&days=7')).body.data.listings as Row[];
    expect(read.map((r) => r.days.filter((d) => !d.available).length)).toEqual([0, 0, 0]);
  });

  it('sets a minimum stay through a rule, keeping a day’s price change, and clears it', async () => {
    const host = await hostWithThree();
    const [first, second] = host.ids as [number, number];
    // The first listing's 2027-11-05…06 carry a +20 % rule.
    const rule = expectStatus(
      await as(host, 'POST', calendarPaths.rules(first), {
        name: 'Vikend',
        color: '#aa0000',
        price_percent: 20,
      }),
      201,
    ).body.data;
    await as(host, 'PUT', calendarPaths.putDays(first), {
      from: '2027-11-05',
      to: '2027-11-06',
      rule_id: rule.id,
    });
    const priceBefore = (await multi(host, 'start=2027-11-01&days=10')).body.data.listings as Row[];

    const body = {
      listing_ids: [first, second],
      from: '2027-11-01',
      to: '2027-11-10',
      min_stay: 4,
    };
    const answer = expectStatus(await put(host, body), 200);
    for (const row of answer.body.data.listings as (Row & { days: { min_stay: number }[] })[])
      expect(row.days.every((d) => d.min_stay === 4)).toBe(true);
    const read = (await multi(host, 'start=2027-11-01&days=10')).body.data.listings as Row[];
    expect(read[0]!.days.map((d) => d.price)).toEqual(priceBefore[0]!.days.map((d) => d.price));
    const rules = (await as(host, 'GET', calendarPaths.rules(first))).body.data;
    expect(rules.map((r: { name: string }) => r.name).sort()).toEqual([
      'Min. stay 4',
      'Vikend',
      'Vikend · Min. stay 4',
    ]);
    // Again: no new rule, the same days.
    const again = expectStatus(await put(host, body), 200);
    expect(again.body.data).toEqual(answer.body.data);
    expect((await as(host, 'GET', calendarPaths.rules(first))).body.data).toHaveLength(3);

    const cleared = expectStatus(await put(host, { ...body, min_stay: null }), 200);
    const firstDays = (cleared.body.data.listings as Row[])[0]!.days as (Day & {
      rule_id: number | null;
    })[];
    expect(firstDays.find((d) => d.date === '2027-11-05')!.rule_id).toBe(rule.id);
    expect(firstDays.find((d) => d.date === '2027-11-02')!.rule_id).toBeNull();
  });

  it('refuses a body with two changes or none, and an empty list (422)', async () => {
    const host = await hostWithListing();
    const range = { listing_ids: [host.listingId], from: '2027-08-01', to: '2027-08-02' };
    const two = await put(host, { ...range, price: 100, blocked: true });
    expect(two.status).toBe(422);
    expect(two.body.errors.price).toEqual([
      'Choose exactly one change: a price, blocked or open, or a minimum stay',
    ]);
    expect((await put(host, range)).status).toBe(422);
    expect((await put(host, { ...range, listing_ids: [], price: 100 })).status).toBe(422);
  });
});

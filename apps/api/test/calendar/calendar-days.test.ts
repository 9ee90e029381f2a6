import { calendarPaths } from '@gazda/contracts/paths';
import { localDateAt } from '@gazda/domain/dates';
import { describe, expect, it } from 'vitest';
import { activityOf, as, expectStatus, hostWithListing } from '../helpers/calendar-fixtures';
import { api } from '../helpers/test-app';

type Day = {
  date: string;
  price: number;
  base: number;
  special: number | null;
  rule_id: number | null;
  available: boolean;
  reason: string | null;
  source_name: string | null;
  min_stay: number;
};

const days = (answer: { body: { data: { days: Day[] } } }) => answer.body.data.days;
const byDate = (list: Day[]) => new Map(list.map((d) => [d.date, d]));

describe('[CALENDAR] GET calendar/{id}', () => {
  it('answers 366 days from today in Belgrade, priced from the listing, every night open', async () => {
    const host = await hostWithListing();
    const answer = expectStatus(await as(host, 'GET', calendarPaths.days(host.listingId)), 200);
    const list = days(answer);
    expect(list).toHaveLength(366);
    expect(list[0]!.date).toBe(localDateAt(Date.now(), 'Europe/Belgrade'));
    for (const day of list) {
      const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6;
      expect(day).toMatchObject({ base: weekend ? 6000 : 5000, price: weekend ? 6000 : 5000 });
      expect(day).toMatchObject({ special: null, rule_id: null, available: true, reason: null });
      expect(day.min_stay).toBe(weekday === 6 ? 3 : 2);
    }
  });

  it('takes start and days; refuses an impossible date and an unknown token', async () => {
    const host = await hostWithListing();
    const answer = await as(
      host,
      'GET',
      `${calendarPaths.days(host.listingId)}?start=2028-02-27&days=4`,
    );
    expect(days(answer).map((d) => d.date)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    const bad = await as(host, 'GET', `${calendarPaths.days(host.listingId)}?start=2027-02-30`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.start).toEqual(['Enter a date']);
    expect((await api('GET', calendarPaths.days(host.listingId))).status).toBe(401);
  });
});

describe('[CALENDAR] PUT calendar/{id}/days', () => {
  it('sets a special price across months and years (2027-12-30 → 2028-01-02) and clears it', async () => {
    const host = await hostWithListing();
    const path = calendarPaths.putDays(host.listingId);
    const set = expectStatus(
      await as(host, 'PUT', path, { from: '2027-12-30', to: '2028-01-02', price: 9900 }),
      200,
    );
    expect(days(set).map((d) => [d.date, d.price, d.special])).toEqual([
      ['2027-12-30', 9900, 9900],
      ['2027-12-31', 9900, 9900],
      ['2028-01-01', 9900, 9900],
      ['2028-01-02', 9900, 9900],
    ]);
    const read = byDate(
      days(await as(host, 'GET', `${calendarPaths.days(host.listingId)}?start=2027-12-29&days=6`)),
    );
    expect(read.get('2027-12-29')!.special).toBeNull();
    expect(read.get('2028-01-01')).toMatchObject({ special: 9900, price: 9900, base: 6000 });
    expect(read.get('2028-01-03')!.special).toBeNull();

    const cleared = await as(host, 'PUT', path, {
      from: '2027-12-31',
      to: '2028-01-01',
      price: null,
    });
    expect(days(cleared).map((d) => d.price)).toEqual([6000, 6000]);
    const after = byDate(
      days(await as(host, 'GET', `${calendarPaths.days(host.listingId)}?start=2027-12-30&days=4`)),
    );
    expect([...after.values()].map((d) => d.special)).toEqual([9900, null, null, 9900]);
  });

  it('blocks and opens nights (reason manual), keeping the special price', async () => {
    const host = await hostWithListing();
    const path = calendarPaths.putDays(host.listingId);
    await as(host, 'PUT', path, { from: '2027-03-01', to: '2027-03-03', price: 7000 });
    const blocked = await as(host, 'PUT', path, {
      from: '2027-02-27',
      to: '2027-03-02',
      blocked: true,
    });
    expect(days(blocked).map((d) => [d.date, d.available, d.reason, d.special])).toEqual([
      ['2027-02-27', false, 'manual', null],
      ['2027-02-28', false, 'manual', null],
      ['2027-03-01', false, 'manual', 7000],
      ['2027-03-02', false, 'manual', 7000],
    ]);
    const opened = await as(host, 'PUT', path, {
      from: '2027-03-01',
      to: '2027-03-01',
      blocked: false,
    });
    expect(days(opened)[0]).toMatchObject({ available: true, reason: null, special: 7000 });
  });

  it('applies and removes a rule: price and min stay follow it', async () => {
    const host = await hostWithListing();
    const rule = await as(host, 'POST', calendarPaths.rules(host.listingId), {
      name: 'Leto',
      color: '#F59E0B',
      min_stay: 5,
      price_percent: 20,
    });
    const ruleId = rule.body.data.id as number;
    const path = calendarPaths.putDays(host.listingId);
    const applied = await as(host, 'PUT', path, {
      from: '2027-07-01',
      to: '2027-07-03',
      rule_id: ruleId,
    });
    expect(days(applied).map((d) => [d.date, d.price, d.rule_id, d.min_stay])).toEqual([
      ['2027-07-01', 6000, ruleId, 5],
      ['2027-07-02', 7200, ruleId, 5],
      ['2027-07-03', 7200, ruleId, 5],
    ]);
    const removed = await as(host, 'PUT', path, {
      from: '2027-07-03',
      to: '2027-07-03',
      rule_id: null,
    });
    expect(days(removed)[0]).toMatchObject({ price: 6000, rule_id: null, min_stay: 3 });
  });

  it('refuses more than 366 days, an unknown rule, an empty change and a reversed range (422)', async () => {
    const host = await hostWithListing();
    const other = await hostWithListing();
    const foreignRule = await as(other, 'POST', calendarPaths.rules(other.listingId), {
      name: 'X',
      color: '#000000',
      min_stay: null,
      price_percent: 5,
    });
    const path = calendarPaths.putDays(host.listingId);
    const tooLong = await as(host, 'PUT', path, {
      from: '2027-01-01',
      to: '2028-01-02',
      blocked: true,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.to).toEqual(['Choose at most 366 days at a time']);
    expect(
      (await as(host, 'PUT', path, { from: '2028-01-01', to: '2028-12-31', blocked: true })).status,
    ).toBe(200);
    const unknown = await as(host, 'PUT', path, {
      from: '2027-01-01',
      to: '2027-01-02',
      rule_id: foreignRule.body.data.id,
    });
    expect(unknown.body.errors.rule_id).toEqual(['Choose one of this apartment’s rules']);
    expect((await as(host, 'PUT', path, { from: '2027-01-01', to: '2027-01-02' })).status).toBe(
      422,
    );
    const reversed = await as(host, 'PUT', path, {
      from: '2027-01-03',
      to: '2027-01-02',
      blocked: true,
    });
    expect(reversed.body.errors.to).toEqual(['The end must come after the start']);
  });

  it('writes one activity entry per range change, with the values before', async () => {
    const host = await hostWithListing();
    const path = calendarPaths.putDays(host.listingId);
    await as(host, 'PUT', path, { from: '2027-05-01', to: '2027-05-02', price: 8000 });
    await as(host, 'PUT', path, {
      from: '2027-05-01',
      to: '2027-05-10',
      price: 8000,
      blocked: true,
    });
    await as(host, 'PUT', path, { from: '2027-05-01', to: '2027-05-10', blocked: true }); // nothing new
    const entries = (await activityOf(host.listingId)).map((e) => [
      e.field,
      e.from_value,
      e.to_value,
    ]);
    expect(entries).toEqual([
      [
        'special_price',
        { dates: '2027-05-01…2027-05-02', values: [null] },
        { dates: '2027-05-01…2027-05-02', value: 8000 },
      ],
      [
        'special_price',
        { dates: '2027-05-01…2027-05-10', values: [8000, null] },
        { dates: '2027-05-01…2027-05-10', value: 8000 },
      ],
      [
        'blocked',
        { dates: '2027-05-01…2027-05-10', values: [false] },
        { dates: '2027-05-01…2027-05-10', value: true },
      ],
    ]);
  });
});

describe('[CALENDAR] GET calendar/special-price/{id}', () => {
  it('lists the special prices from today on, in date order', async () => {
    const host = await hostWithListing();
    const path = calendarPaths.putDays(host.listingId);
    await as(host, 'PUT', path, { from: '2027-06-02', to: '2027-06-03', price: 4400 });
    await as(host, 'PUT', path, { from: '2026-01-01', to: '2026-01-02', price: 4400 }); // the past
    await as(host, 'PUT', path, { from: '2027-05-31', to: '2027-05-31', price: 9000 });
    const answer = expectStatus(
      await as(host, 'GET', calendarPaths.specialPrice(host.listingId)),
      200,
    );
    expect(answer.body.data).toEqual([
      { date: '2027-05-31', price: 9000 },
      { date: '2027-06-02', price: 4400 },
      { date: '2027-06-03', price: 4400 },
    ]);
  });
});

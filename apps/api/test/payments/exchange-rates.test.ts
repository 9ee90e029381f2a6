import { beforeAll, describe, expect, it } from 'vitest';
import { bookingPaths, paymentsPaths } from '@gazda/contracts/paths';
import { api, extraApp, type TestUser } from '../helpers/test-app';
import { guest, instantHost } from '../bookings/fixtures';
import { registerAdmin } from './fixtures';

/*
 * Rates on apps whose clocks stand on 2026-02-07 and 2026-03-07 (before any test's real "today",
 * so the logins made now stay valid), with rates of those days only this file enters: the last
 * rate up to "today" is the one new reservations take, with its date.
 */
let february: string;
let march: string;
let admin: TestUser;

beforeAll(async () => {
  ({ baseUrl: february } = await extraApp(() => {}, { now: () => new Date('2026-02-07T10:00Z') }));
  ({ baseUrl: march } = await extraApp(() => {}, { now: () => new Date('2026-03-07T10:00Z') }));
  admin = await registerAdmin();
});

const call = (user: TestUser | null, method: string, path: string, body?: unknown, lang?: 'sr') =>
  api(method, path, { token: user?.token, body, baseUrl: march, lang });
const inFebruary = (body: object) =>
  api('PUT', paymentsPaths.exchangeRates, { token: admin.token, body, baseUrl: february });

describe('[PAYMENTS] EUR→RSD rates: GET/PUT admin/exchange-rates', () => {
  it('no rate for today: the last one, with its date; a day entered again is replaced', async () => {
    expect((await inFebruary({ date: '2026-02-01', eur_rsd: '117,10' })).status).toBe(200);
    expect((await inFebruary({ date: '2026-02-05', eur_rsd: 117.2 })).status).toBe(200);
    const again = await inFebruary({ date: '2026-02-05', eur_rsd: '117.2345' });
    expect(again.body.data.current).toEqual({ date: '2026-02-05', eur_rsd: '117.2345' });
    const ours = (r: { date: string }) => r.date.startsWith('2026-02-0');
    expect(again.body.data.rates.filter(ours)).toEqual([
      { date: '2026-02-05', eur_rsd: '117.2345' },
      { date: '2026-02-01', eur_rsd: '117.1000' },
    ]);
  });

  it('a reservation in euros freezes the rate of its day; a later rate does not change it', async () => {
    await call(admin, 'PUT', paymentsPaths.exchangeRates, {
      date: '2026-03-07',
      eur_rsd: '117.2345',
    });
    const host = await instantHost();
    const g = await guest();
    const stay = { check_in: '2026-04-06', check_out: '2026-04-09', guests: 2, comment: '' };
    const made = await call(g, 'POST', bookingPaths.book(host.listingId), stay);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    await call(admin, 'PUT', paymentsPaths.exchangeRates, { date: '2026-03-07', eur_rsd: '120' });
    const view = await call(g, 'GET', paymentsPaths.tripPayment(id));
    expect(view.body.data.exchange_rate).toEqual({ eur_rsd: '117.2345', date: '2026-03-07' });
  });

  it.each([['117.12345'], ['0'], ['abc'], [-1]])(
    'refuses the rate %j with a translated field error',
    async (rate) => {
      const answer = await call(
        admin,
        'PUT',
        paymentsPaths.exchangeRates,
        { date: '2026-03-02', eur_rsd: rate },
        'sr',
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors.eur_rsd).toBeDefined();
    },
  );

  it('only operators: 401 without a login, 403 for others', async () => {
    expect((await call(null, 'GET', paymentsPaths.exchangeRates)).status).toBe(401);
    expect((await call(await guest(), 'GET', paymentsPaths.exchangeRates)).status).toBe(403);
  });
});

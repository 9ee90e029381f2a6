import { paymentsPaths } from '@gazda/contracts/paths';
import { localDateAt } from '@gazda/domain/dates';
import { book, guest, instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { registerAdmin } from '../listings/fixtures';
import type { Route } from './authz-world';
import { db, LONG_AGO, out, victim, type Case } from './mass-common';

/** Mass assignment on the operator's payment writes (issue #29): rates and payments recorded. */
export async function paymentCases(): Promise<Record<Route, Case>> {
  const v = await victim();
  const admin = await registerAdmin();
  // The fixtures' listings are priced in euros: their dinars need a rate of today.
  await (
    await db()
  )
    .insertInto('exchange_rates')
    .values({ rate_date: localDateAt(Date.now(), 'Europe/Belgrade'), eur_rsd_e4: 1_171_727 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rates = async (date: string) =>
    (await db()).selectFrom('exchange_rates').selectAll().where('rate_date', '=', date).execute();
  return {
    'PUT /api/admin/exchange-rates': {
      extras: { eur_rsd_e4: 1, updated_by: v.user.id, updated_at: LONG_AGO },
      run: async (extras) => {
        const date = '2025-12-31';
        const body = { date, eur_rsd: '117.3', ...extras };
        const answer = await as(admin, 'PUT', paymentsPaths.exchangeRates, body);
        return out(answer, await rates(date));
      },
    },
    'POST /api/admin/reservations/{id}/payments': {
      extras: {
        id: 987_654,
        reservation_id: 987_653,
        recorded_by: v.user.id,
        created_at: LONG_AGO,
      },
      run: async (extras) => {
        const host = await instantHost();
        const id = expectStatus(await book(await guest(), host.listingId), 201).body.data.id;
        const body = { amount: 1_000, paid_on: '2026-11-20', bank_reference: 'MA-1', ...extras };
        const answer = await as(admin, 'POST', paymentsPaths.adminPayments(id), body);
        const rows = await (
          await db()
        )
          .selectFrom('reservation_payments')
          .selectAll()
          .where('reservation_id', 'in', [id, 987_653])
          .execute();
        return out(answer, rows);
      },
    },
    'POST /api/admin/payouts/sent': {
      extras: { payout_sent_on: '2001-01-01', payout_reference: 'FORGED', status: 'completed' },
      run: async (extras) => {
        const host = await instantHost();
        const id = expectStatus(await book(await guest(), host.listingId), 201).body.data.id;
        const body = {
          reservation_ids: [id],
          sent_on: '2026-11-20',
          reference: 'ISPL-1',
          ...extras,
        };
        const answer = await as(admin, 'POST', paymentsPaths.adminPayoutsSent, body);
        const rows = await (
          await db()
        )
          .selectFrom('reservations')
          .selectAll()
          .where('id', '=', id)
          .execute();
        return out(answer, rows);
      },
    },
  };
}

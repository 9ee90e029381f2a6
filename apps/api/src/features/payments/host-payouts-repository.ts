import { hostEarningsOf } from '@gazda/domain/pricing';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Queries of the hosts' payouts: the host's list and statement, the operator's due list and batch. */

/** What the platform pays no host for. */
const UNPAID_STATUSES = ['cancelled', 'no_show'] as const;

/** Platform reservations with their listing, live or completed: the stays the platform pays out. */
function paidPlatformStays(db: Db) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('r.source', '=', 'platform')
    .where('r.status', 'not in', UNPAID_STATUSES);
}

/** A stay with its frozen quote, as the monthly statement lists it. */
const stayColumns = [
  'r.code',
  'r.check_in',
  'r.check_out',
  'r.currency',
  'r.quote',
  'r.total',
  'l.name_sr',
  'l.name_en',
] as const;

/** A payout as the host's list and the operator's due list show it (the method masked). */
const payoutColumns = [
  'r.id',
  ...stayColumns,
  'r.payout_sent_on',
  'r.payout_reference',
  'l.time_zone',
  'p.type as payout_type',
  'p.masked_number',
] as const;

/** The host's platform reservations, newest stay first, with their payout method (masked). */
export async function listHostPayouts(
  db: Db,
  ownerId: number,
  page: { page: number; per_page: number },
) {
  const base = paidPlatformStays(db).where('l.owner_id', '=', ownerId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('payout_methods as p', 'p.id', 'r.payout_method_id')
      .select(payoutColumns)
      .orderBy('r.check_in', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Marks the payouts of `ids` sent, once: platform reservations still live or completed whose
 * payout is not marked yet. Returns what it marked, with the host and the earnings to mail.
 */
export async function markPayoutsSent(db: Db, ids: number[], sentOn: string, reference: string) {
  const result = await sql<{
    id: number;
    code: string;
    owner_id: number;
    currency: 'EUR' | 'RSD';
    quote: { host_earnings: number } | null;
    total: number;
  }>`
    update reservations r set payout_sent_on = ${sentOn}, payout_reference = ${reference}
      from listings l
     where l.id = r.listing_id and r.id in (${sql.join(ids)})
       and r.payout_sent_on is null and r.source = 'platform'
       and r.status not in (${sql.join(UNPAID_STATUSES.map((status) => sql.lit(status)))})
    returning r.id, r.code, l.owner_id, r.currency, r.quote, r.total`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    owner_id: Number(row.owner_id),
    earnings: hostEarningsOf({ quote: row.quote, total: Number(row.total) }),
  }));
}

export function hostsByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'lang'])
    .where('id', 'in', ids)
    .execute();
}

/** Payouts due and not sent: platform stays whose check-in day has come, oldest first. */
export function listDuePayouts(db: Db, today: string, limit: number) {
  return paidPlatformStays(db)
    .innerJoin('users as h', 'h.id', 'l.owner_id')
    .leftJoin('payout_methods as p', 'p.id', 'r.payout_method_id')
    .where('r.payout_sent_on', 'is', null)
    .where('r.check_in', '<=', today)
    .select([...payoutColumns, 'h.first_name as host_first_name', 'h.last_name as host_last_name'])
    .orderBy('r.check_in')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The host's platform stays that began in [from, to), not cancelled, with their frozen quote. */
export function statementRows(db: Db, ownerId: number, from: string, to: string) {
  return paidPlatformStays(db)
    .where('l.owner_id', '=', ownerId)
    .where('r.check_in', '>=', from)
    .where('r.check_in', '<', to)
    .select(stayColumns)
    .orderBy('r.check_in')
    .orderBy('r.id')
    .execute();
}

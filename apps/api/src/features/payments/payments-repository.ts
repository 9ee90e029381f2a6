import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Queries of the payments slice: rates, the reservation's payment facts, recorded payments. */

/** The operator's rates, newest first. */
export function listRates(db: Db, limit: number) {
  return db
    .selectFrom('exchange_rates')
    .select(['rate_date', 'eur_rsd_e4'])
    .orderBy('rate_date', 'desc')
    .limit(limit)
    .execute();
}

/** The rate of `date`, or the last one before it (no rate entered that day). */
export function rateOn(db: Db, date: string) {
  return db
    .selectFrom('exchange_rates')
    .select(['rate_date', 'eur_rsd_e4'])
    .where('rate_date', '<=', date)
    .orderBy('rate_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One rate per day: entering a day again replaces it (safe to repeat). */
export async function upsertRate(
  db: Db,
  date: string,
  e4: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('exchange_rates')
    .values({ rate_date: date, eur_rsd_e4: e4, updated_by: userId, updated_at: now })
    .onConflict((oc) =>
      oc.column('rate_date').doUpdateSet({ eur_rsd_e4: e4, updated_by: userId, updated_at: now }),
    )
    .execute();
}

/** Who may see a reservation's payment: its guest, or (null) the operator. */
export type PaymentScope = { guestId: number } | null;

/**
 * A reservation with what its payment needs: money, rate, reference, listing name, and the
 * host's payout method when it is a domestic RSD account (the rest is paid to it on arrival).
 */
export async function findPaymentFacts(db: Db, id: number, scope: PaymentScope, lock = false) {
  if (!Number.isSafeInteger(id)) return undefined; // a malformed path id: no row, 404
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .innerJoin('users as h', 'h.id', 'l.owner_id')
    .leftJoin('payout_methods as p', (join) =>
      join
        .onRef('p.id', '=', 'r.payout_method_id')
        .on('p.type', '=', 'domestic')
        .on('p.erased_at', 'is', null),
    )
    .select([
      'r.id',
      'r.code',
      'r.listing_id',
      'r.guest_id',
      'r.status',
      'r.source',
      'r.currency',
      'r.total',
      'r.advance',
      'r.remaining',
      'r.advance_paid',
      'r.advance_due_date',
      'r.reference_code',
      'r.eur_rsd_e4',
      'r.eur_rsd_date',
      'r.check_in',
      'r.booked_at',
      'l.name_sr as listing_name_sr',
      'l.name_en as listing_name_en',
      'l.owner_id',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
      'p.account_number as host_account',
      'p.full_name as host_account_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('reservation_payments as rp')
        .whereRef('rp.reservation_id', '=', 'r.id')
        .select(sql<number>`coalesce(sum(rp.amount), 0)::bigint`.as('paid'))
        .as('paid'),
    )
    .where('r.id', '=', id)
    .where('l.deleted_at', 'is', null);
  if (scope) query = query.where('r.guest_id', '=', scope.guestId);
  if (lock) query = query.forUpdate('r');
  const row = await query.executeTakeFirst();
  return row ? { ...row, paid: Number(row.paid ?? 0) } : undefined;
}
export type PaymentFacts = NonNullable<Awaited<ReturnType<typeof findPaymentFacts>>>;

export function listPayments(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_payments')
    .select(['id', 'amount', 'paid_on', 'bank_reference'])
    .where('reservation_id', '=', reservationId)
    .orderBy('paid_on')
    .orderBy('id')
    .execute();
}

/** A payment, once per bank reference: sent again, it is the same payment (nothing inserted). */
export async function insertPayment(
  db: Db,
  values: {
    reservation_id: number;
    amount: number;
    paid_on: string;
    bank_reference: string;
    recorded_by: number;
    created_at: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('reservation_payments')
    .values(values)
    .onConflict((oc) => oc.columns(['reservation_id', 'bank_reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findPaymentByReference(db: Db, reservationId: number, bankReference: string) {
  return db
    .selectFrom('reservation_payments')
    .select(['amount'])
    .where('reservation_id', '=', reservationId)
    .where('bank_reference', '=', bankReference)
    .executeTakeFirst();
}

export async function setAdvancePaid(db: Db, id: number, paid: boolean, now: Date): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ advance_paid: paid, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Unpaid advances of live platform reservations due on `dueDate`, not reminded yet: marked as
 * reminded and returned in one statement, each row claimed once across processes.
 */
export async function claimAdvanceReminders(
  db: Db,
  dueDate: string,
  now: Date,
  limit: number,
): Promise<{ id: number }[]> {
  const result = await sql<{ id: number }>`
    update reservations set advance_reminder_sent_at = ${now}
     where id in (select id from reservations
                   where advance_due_date = ${dueDate} and advance_paid = false
                     and advance_reminder_sent_at is null and advance > 0
                     and source = 'platform' and status = 'confirmed'
                   order by id limit ${limit}
                   for update skip locked)
    returning id`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id) }));
}

export function guestOf(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.guest_id')
    .select(['r.code', 'u.email', 'u.first_name', 'u.lang', 'u.mail_preferences'])
    .where('r.id', '=', reservationId)
    .executeTakeFirst();
}

/** The host's platform reservations, newest stay first, with their payout method (masked). */
export async function listHostPayouts(
  db: Db,
  ownerId: number,
  page: { page: number; per_page: number },
) {
  const base = db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('l.owner_id', '=', ownerId)
    .where('r.source', '=', 'platform')
    .where('r.status', 'not in', ['cancelled', 'no_show']);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('payout_methods as p', 'p.id', 'r.payout_method_id')
      .select([
        'r.id',
        'r.code',
        'r.check_in',
        'r.check_out',
        'r.currency',
        'r.quote',
        'r.total',
        'r.payout_sent_on',
        'r.payout_reference',
        'l.name_sr',
        'l.name_en',
        'l.time_zone',
        'p.type as payout_type',
        'p.masked_number',
      ])
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
    quote: { host_earnings?: number } | null;
    total: number;
  }>`
    update reservations r set payout_sent_on = ${sentOn}, payout_reference = ${reference}
      from listings l
     where l.id = r.listing_id and r.id in (${sql.join(ids)})
       and r.payout_sent_on is null and r.source = 'platform'
       and r.status not in ('cancelled', 'no_show')
    returning r.id, r.code, l.owner_id, r.currency, r.quote, r.total`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    owner_id: Number(row.owner_id),
    earnings: row.quote?.host_earnings ?? Number(row.total),
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
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .innerJoin('users as h', 'h.id', 'l.owner_id')
    .leftJoin('payout_methods as p', 'p.id', 'r.payout_method_id')
    .where('r.source', '=', 'platform')
    .where('r.status', 'not in', ['cancelled', 'no_show'])
    .where('r.payout_sent_on', 'is', null)
    .where('r.check_in', '<=', today)
    .select([
      'r.id',
      'r.code',
      'r.check_in',
      'r.check_out',
      'r.currency',
      'r.quote',
      'r.total',
      'r.payout_sent_on',
      'r.payout_reference',
      'l.name_sr',
      'l.name_en',
      'l.time_zone',
      'p.type as payout_type',
      'p.masked_number',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
    ])
    .orderBy('r.check_in')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The host's platform stays that began in [from, to), not cancelled, with their frozen quote. */
export function statementRows(db: Db, ownerId: number, from: string, to: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('l.owner_id', '=', ownerId)
    .where('r.source', '=', 'platform')
    .where('r.status', 'not in', ['cancelled', 'no_show'])
    .where('r.check_in', '>=', from)
    .where('r.check_in', '<', to)
    .select([
      'r.code',
      'r.check_in',
      'r.check_out',
      'r.currency',
      'r.quote',
      'r.total',
      'l.name_sr',
      'l.name_en',
    ])
    .orderBy('r.check_in')
    .orderBy('r.id')
    .execute();
}

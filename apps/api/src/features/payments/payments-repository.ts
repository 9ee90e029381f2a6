import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Queries of the payments slice: the reservation's payment facts, recorded payments, reminders. */

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

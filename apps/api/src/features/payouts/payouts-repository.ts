import type { Insertable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PayoutMethodRow, PayoutMethodsTable } from '../../db/schema';

/** Queries on `payout_methods`. Erased stubs (account deletion) are never the owner's to see. */

export type PayoutMethodItem = PayoutMethodRow & { in_use: SqlBool };

function live(db: Db) {
  return db
    .selectFrom('payout_methods as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('reservations as r')
              .select('r.id')
              .whereRef('r.payout_method_id', '=', 'p.id'),
          ),
          eb.exists(
            eb
              .selectFrom('inquiries as i')
              .select('i.id')
              .whereRef('i.payout_method_id', '=', 'p.id'),
          ),
        ])
        .as('in_use'),
    )
    .where('p.erased_at', 'is', null);
}

export function listPayoutMethods(db: Db, userId: number): Promise<PayoutMethodItem[]> {
  return live(db).where('p.user_id', '=', userId).orderBy('p.created_at').orderBy('p.id').execute();
}

/**
 * The user's method `id`, else undefined (another user's method is just missing: 404).
 * `lock` takes it `for update`: a booking that is taking it (for key share) finishes first, so
 * `in_use` read afterwards sees that booking.
 */
export async function findPayoutMethod(
  db: Db,
  userId: number,
  id: number,
  lock = false,
): Promise<PayoutMethodItem | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (lock) {
    const row = await db
      .selectFrom('payout_methods')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('erased_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
  }
  return live(db).where('p.id', '=', id).where('p.user_id', '=', userId).executeTakeFirst();
}

export function insertPayoutMethod(
  db: Db,
  values: Insertable<PayoutMethodsTable>,
): Promise<PayoutMethodRow> {
  return db.insertInto('payout_methods').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePayoutMethod(
  db: Db,
  id: number,
  values: Updateable<PayoutMethodsTable>,
): Promise<PayoutMethodRow> {
  return db
    .updateTable('payout_methods')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePayoutMethod(db: Db, id: number): Promise<void> {
  await db.deleteFrom('payout_methods').where('id', '=', id).execute();
}

/**
 * The method a new platform reservation or inquiry of the host's listing is paid to: the host's
 * oldest method, or null when there is none. Taken `for key share` so that the host cannot delete
 * or change it until the booking commits (the edit waits, then answers 423).
 */
export async function payoutMethodForBooking(db: Db, hostId: number): Promise<number | null> {
  const row = await db
    .selectFrom('payout_methods')
    .select('id')
    .where('user_id', '=', hostId)
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .forKeyShare()
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Account deletion (another slice calls it in its transaction): methods no booking refers to are
 * deleted; the others keep only their type and masked number, for the bookings' records.
 */
export async function erasePayoutMethods(db: Db, userId: number, now = new Date()): Promise<void> {
  const unused = (await listPayoutMethods(db, userId)).filter((m) => !m.in_use).map((m) => m.id);
  if (unused.length > 0) await db.deleteFrom('payout_methods').where('id', 'in', unused).execute();
  await db
    .updateTable('payout_methods')
    .set({
      account_number: null,
      swift: null,
      bank_name: null,
      address: null,
      full_name: null,
      service: null,
      phone: null,
      erased_at: now,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('erased_at', 'is', null)
    .execute();
}

/** A foreign key refused the delete: a booking took the method in the meantime. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503'
  );
}

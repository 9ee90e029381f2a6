import type { PayoutList, PayoutMethod, PayoutMethodBody } from '@gazda/contracts/payouts';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import {
  recordChanges,
  recordEvent,
  type ActivitySubject,
} from '../activity-log/activity-log-service';
import { columnsOf, loggedValue, presentPayoutMethod, storedColumns } from './payout-presenter';
import {
  deletePayoutMethod,
  erasePayoutMethods,
  findPayoutMethod,
  insertPayoutMethod,
  isForeignKeyViolation,
  listPayoutMethods,
  payoutMethodForBooking,
  updatePayoutMethod,
  type PayoutMethodItem,
} from './payouts-repository';

/*
 * The owner's payout methods (docs/rules/api.md user-settings/payouts). A method a reservation or
 * inquiry refers to is locked: PUT and DELETE answer 423 and the owner is sent to support
 * (docs/rules/product.md §6). Every write is one transaction with its activity entry; the realtime
 * user follows the commit.
 */

/** 423 `A payout method used by reservations cannot be deleted or modified`; routes add support_email. */
export class PayoutLockedError extends AppError {
  constructor() {
    super('payout_locked');
  }
}

const subject = (userId: number, id: number): ActivitySubject => ({
  userId,
  actorId: userId,
  entity: 'payout_method',
  entityId: id,
});

export async function listPayouts(deps: Deps, userId: number): Promise<PayoutList> {
  const rows = await listPayoutMethods(deps.db, userId);
  return {
    data: rows.map(presentPayoutMethod),
    meta: { total: rows.length, support_email: deps.config.supportEmail },
  };
}

export async function createPayout(
  deps: Deps,
  userId: number,
  body: PayoutMethodBody,
): Promise<PayoutMethod> {
  const now = deps.now();
  const columns = columnsOf(body);
  const item = await deps.db.transaction().execute(async (trx) => {
    const row = await insertPayoutMethod(trx, {
      ...columns,
      user_id: userId,
      created_at: now,
      updated_at: now,
    });
    await recordEvent(
      trx,
      subject(userId, row.id),
      { kind: 'created', value: loggedValue(columns) },
      now,
    );
    return { ...row, in_use: false };
  });
  deps.userEvents.userUpdated(userId);
  return presentPayoutMethod(item);
}

/** The owner's unlocked method, taken for update; else 404 or 423. */
async function editable(db: Deps['db'], userId: number, id: number): Promise<PayoutMethodItem> {
  const item = await findPayoutMethod(db, userId, id, true);
  if (!item) throw notFound();
  if (item.in_use) throw new PayoutLockedError();
  return item;
}

export async function updatePayout(
  deps: Deps,
  userId: number,
  id: number,
  body: PayoutMethodBody,
): Promise<PayoutMethod> {
  const now = deps.now();
  const columns = columnsOf(body);
  const item = await deps.db.transaction().execute(async (trx) => {
    const before = await editable(trx, userId, id);
    const row = await updatePayoutMethod(trx, id, { ...columns, updated_at: now });
    const from = loggedValue(storedColumns(before));
    const to = loggedValue(columns);
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
    await recordChanges(
      trx,
      subject(userId, id),
      fields.map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null })),
      now,
    );
    return { ...row, in_use: false };
  });
  deps.userEvents.userUpdated(userId);
  return presentPayoutMethod(item);
}

export async function deletePayout(deps: Deps, userId: number, id: number): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await editable(trx, userId, id);
      await deletePayoutMethod(trx, id);
      await recordEvent(
        trx,
        subject(userId, id),
        { kind: 'deleted', value: loggedValue(storedColumns(before)) },
        now,
      );
    });
  } catch (error) {
    // A booking took the method between the check and the delete: the foreign key refused.
    if (isForeignKeyViolation(error)) throw new PayoutLockedError();
    throw error;
  }
  deps.userEvents.userUpdated(userId);
}

/**
 * The payout method a new booking of this host is paid to (the oldest), or null; locked until the
 * booking commits, so the host cannot change it meanwhile. `db` is the booking's transaction.
 */
export function payoutMethodOfBooking(db: Db, hostId: number): Promise<number | null> {
  return payoutMethodForBooking(db, hostId);
}

/** Account deletion, in its transaction: the unused methods go, the used ones keep no details. */
export function erasePayouts(db: Db, userId: number, now: Date): Promise<void> {
  return erasePayoutMethods(db, userId, now);
}

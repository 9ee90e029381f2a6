import type { Db } from '../../db/database';
import type { ActivityKind } from '../../db/schema';
import { insertActivityEntries } from './activity-log-repository';

/**
 * Shown instead of a secret's value (docs/rules/decisions.md §8: secrets never logged in clear).
 */
export const HIDDEN = '***';

export type Change = { field: string; from: unknown; to: unknown };

export type ActivitySubject = {
  /** Whose log the entry belongs to. */
  userId: number;
  actorId: number | null;
  entity: string;
  entityId: number | null;
  /** Sets activity_log.listing_id: the listing the change belongs to. */
  listingId?: number | null;
};

/** One `changed` entry per field whose value actually changed. Run it in the write's transaction. */
export async function recordChanges(
  db: Db,
  subject: ActivitySubject,
  changes: Change[],
  now: Date,
): Promise<void> {
  const real = changes.filter(
    (c) => JSON.stringify(c.from) !== JSON.stringify(c.to) || c.from === HIDDEN,
  );
  await insertActivityEntries(
    db,
    real.map((c) => entry(subject, 'changed', c.field, c.from, c.to, now)),
  );
}

/** One `created` or `deleted` entry (a listing, a photo…), with what was created or removed. */
export async function recordEvent(
  db: Db,
  subject: ActivitySubject,
  event: { kind: Exclude<ActivityKind, 'changed'>; field?: string | null; value: unknown },
  now: Date,
): Promise<void> {
  const [from, to] = event.kind === 'created' ? [null, event.value] : [event.value, null];
  await insertActivityEntries(db, [entry(subject, event.kind, event.field ?? null, from, to, now)]);
}

/**
 * Entries as the caller builds them (a booking logged in both the host's and the guest's log, a
 * calendar change): run it in the write's transaction.
 */
export async function recordEntries(
  db: Db,
  entries: Parameters<typeof insertActivityEntries>[1],
): Promise<void> {
  await insertActivityEntries(db, entries);
}

function entry(
  subject: ActivitySubject,
  kind: ActivityKind,
  field: string | null,
  from: unknown,
  to: unknown,
  now: Date,
) {
  return {
    user_id: subject.userId,
    actor_id: subject.actorId,
    entity: subject.entity,
    entity_id: subject.entityId,
    field,
    kind,
    from_value: from,
    to_value: to,
    listing_id: subject.listingId ?? null,
    created_at: now,
  };
}

import type { Db } from '../../db/database';
import type { ActivityKind } from '../../db/schema';
import { recordEntries } from '../activity-log/activity-log-service';

/** What the log keeps of a booking: no guest name or comment (personal data). */
type BookingSummary = {
  code: string;
  check_in: string;
  check_out: string;
  guests: number;
  total: number;
  status: string;
};

export const summaryOf = (row: BookingSummary): BookingSummary => ({
  code: row.code,
  check_in: row.check_in,
  check_out: row.check_out,
  guests: row.guests,
  total: row.total,
  status: row.status,
});

type BookingLogEntry = {
  entity: 'reservation' | 'inquiry';
  entityId: number;
  listingId: number;
  /** The host's log gets every entry; the guest's too when there is one. */
  ownerId: number;
  guestId: number | null;
  /** null: the platform (a scheduled job). */
  actorId: number | null;
  kind: ActivityKind;
  field: string | null;
  from: unknown;
  to: unknown;
};

/**
 * docs/rules/decisions.md §8 for reservations and inquiries; call it inside the write's
 * transaction.
 */
export async function logBooking(db: Db, entry: BookingLogEntry, now: Date): Promise<void> {
  const owners = [entry.ownerId, entry.guestId].filter(
    (id, index, all): id is number => id !== null && all.indexOf(id) === index,
  );
  await recordEntries(
    db,
    owners.map((userId) => ({
      user_id: userId,
      actor_id: entry.actorId,
      entity: entry.entity,
      entity_id: entry.entityId,
      field: entry.field,
      kind: entry.kind,
      from_value: entry.from,
      to_value: entry.to,
      // The listing's own log (GET panel/ads/{id}/activity) lists only the host's copy.
      listing_id: userId === entry.ownerId ? entry.listingId : null,
      created_at: now,
    })),
  );
}

/** A status change (field `status`), or `advance_paid`. */
export function statusEntry(
  entity: 'reservation' | 'inquiry',
  row: { id: number; listing_id: number; owner_id: number; guest_id: number | null },
  actorId: number | null,
  field: 'status' | 'advance_paid',
  from: unknown,
  to: unknown,
): BookingLogEntry {
  return {
    entity,
    entityId: row.id,
    listingId: row.listing_id,
    ownerId: row.owner_id,
    guestId: row.guest_id,
    actorId,
    kind: 'changed',
    field,
    from,
    to,
  };
}

import type { Db } from '../../db/database';
import type { ActivityKind } from '../../db/schema';
import { recordEntries } from '../activity-log/activity-log-service';

/** Who changed which listing's calendar: the entry goes to the owner's log, with the listing id. */
export type CalendarActor = { ownerId: number; actorId: number; listingId: number };

export type CalendarEntry = {
  entity: 'calendar' | 'calendar_rule' | 'ical_import' | 'reservation' | 'listing';
  entityId: number | null;
  field: string | null;
  kind: ActivityKind;
  from: unknown;
  to: unknown;
};

/** docs/rules/decisions.md §8 for calendar changes; call it inside the write's transaction. */
export async function logCalendar(
  db: Db,
  actor: CalendarActor,
  entries: CalendarEntry[],
  now: Date,
): Promise<void> {
  await recordEntries(
    db,
    entries.map((e) => ({
      user_id: actor.ownerId,
      actor_id: actor.actorId,
      entity: e.entity,
      entity_id: e.entityId,
      field: e.field,
      kind: e.kind,
      from_value: e.from,
      to_value: e.to,
      listing_id: actor.listingId,
      created_at: now,
    })),
  );
}

/** `2027-01-06…2027-01-09` (inclusive) or one date: how a range appears in an entry. */
export function rangeLabel(from: string, to: string): string {
  return from === to ? from : `${from}…${to}`;
}

/**
 * One entry per range change (docs/rules/decisions.md §8): the range, the distinct values the days
 * had before and the value they have now. Nothing is written when every day already had it.
 */
export function rangeEntry(
  field: 'special_price' | 'blocked' | 'rule',
  listingId: number,
  range: { from: string; to: string },
  before: unknown[],
  after: unknown,
): CalendarEntry | null {
  const distinct = [...new Set(before.map((v) => JSON.stringify(v)))].map(
    (v) => JSON.parse(v) as unknown,
  );
  if (distinct.length === 1 && JSON.stringify(distinct[0]) === JSON.stringify(after)) return null;
  const dates = rangeLabel(range.from, range.to);
  return {
    entity: 'calendar',
    entityId: listingId,
    field,
    kind: 'changed',
    from: { dates, values: distinct },
    to: { dates, value: after },
  };
}

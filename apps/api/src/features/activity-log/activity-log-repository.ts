import type { Db } from '../../db/database';
import type { ActivityKind } from '../../db/schema';

type NewActivityEntry = {
  user_id: number;
  actor_id: number | null;
  entity: string;
  entity_id: number | null;
  field: string | null;
  kind: ActivityKind;
  from_value: unknown;
  to_value: unknown;
  /** The listing the entry belongs to (listing, photo, calendar changes), for filtering. */
  listing_id?: number | null;
  created_at: Date;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertActivityEntries(db: Db, entries: NewActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('activity_log')
    .values(
      entries.map((e) => ({ ...e, from_value: json(e.from_value), to_value: json(e.to_value) })),
    )
    .execute();
}

import type { ActivitySubject, Change } from '../activity-log/activity-log-service';
import type { Listing } from '@gazda/contracts/listings';

/** Fields that are not the host's data, or are logged by their own entries (status, photos). */
const NOT_DIFFED = new Set<keyof Listing>([
  'id',
  'category',
  'status',
  'active',
  'approve_errors',
  'photos',
  'created_at',
  'updated_at',
  'completed_steps',
  'first_incomplete_step',
]);
const PER_LANGUAGE = new Set<keyof Listing>(['name', 'description']);

/** Whose log, who did it, and the listing: every entry about a listing is filterable by it. */
export function listingSubject(
  listing: { id: number; owner_id: number },
  actorId: number | null,
  entity = 'listing',
  entityId: number = listing.id,
): ActivitySubject {
  return { userId: listing.owner_id, actorId, entity, entityId, listingId: listing.id };
}

/**
 * One change per field whose value differs between two states of a listing: texts per language
 * (`name.sr`), lists and objects whole (`tag_ids`, `rooms`, `parking`). recordChanges drops the
 * unchanged ones.
 */
export function listingChanges(before: Listing, after: Listing): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(after) as (keyof Listing)[]) {
    if (NOT_DIFFED.has(field)) continue;
    if (PER_LANGUAGE.has(field)) {
      const from = before[field] as { sr: string; en: string };
      const to = after[field] as { sr: string; en: string };
      changes.push({ field: `${field}.sr`, from: from.sr, to: to.sr });
      changes.push({ field: `${field}.en`, from: from.en, to: to.en });
      continue;
    }
    changes.push({ field, from: before[field], to: after[field] });
  }
  return changes;
}

import type { ListingActivityEntry } from '@gazda/contracts/listings';
import type { Deps } from '../../deps';
import { listingActivity } from './listing-activity-repository';
import { readableListing } from './listing-service';

/** The activity step: the listing's entries (owner, or an Admin reading), newest first, one page. */
export async function listingActivityPage(
  deps: Deps,
  user: { id: number; roles: readonly string[] },
  listingId: number,
  page: { page: number; per_page: number },
) {
  await readableListing(deps.db, user, listingId);
  const { rows, total } = await listingActivity(deps.db, listingId, page.page, page.per_page);
  const data: ListingActivityEntry[] = rows.map((r) => ({
    id: r.id,
    entity: r.entity,
    entity_id: r.entity_id,
    field: r.field,
    kind: r.kind,
    from: r.from_value,
    to: r.to_value,
    actor:
      r.actor_id === null
        ? null
        : {
            id: r.actor_id,
            first_name: r.actor_first_name ?? '',
            last_name: r.actor_last_name ?? '',
          },
    created_at: r.created_at.toISOString(),
  }));
  return { data, meta: { page: page.page, per_page: page.per_page, total } };
}

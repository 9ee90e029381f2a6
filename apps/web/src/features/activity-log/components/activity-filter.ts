import { activityKinds, type ActivityKind } from '@gazda/contracts/activity-log';
import type { ActivityLogFilter } from '../api/get-activity-log';

function isKind(value: string | null): value is ActivityKind {
  return (activityKinds as readonly (string | null)[]).includes(value);
}

/** The filters from the URL; anything malformed is simply no filter. */
export function activityFilterFrom(search: URLSearchParams): ActivityLogFilter {
  const listing = Number(search.get('listing'));
  const page = Number(search.get('page'));
  const kind = search.get('kind');
  return {
    listing: Number.isInteger(listing) && listing > 0 ? listing : undefined,
    kind: isKind(kind) ? kind : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The URL's query for a filter (empty values left out). */
export function activityFilterQuery(filter: ActivityLogFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined) query.set(key, String(value));
  return query;
}

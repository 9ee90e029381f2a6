import type { CategoryConst } from '@gazda/contracts/listings';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/*
 * /listings/create works logged out (docs/rules/product.md §2): the chosen type waits in local
 * storage while the person registers or logs in, and the panel's guard continues to
 * /listings/{const}/create. A choice older than a day is forgotten, so an old visit never surprises
 * a later login.
 */
const KEY = 'pending_listing_category';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Pending = { category: CategoryConst; at: number };

function isPending(value: unknown): value is Pending {
  if (!value || typeof value !== 'object') return false;
  const { category, at } = value as Record<string, unknown>;
  // Only the shape: /listings/{const}/create checks the const itself. Kept free of the listing
  // schemas because the panel's guard (in every page's first bundle) reads this.
  return typeof at === 'number' && typeof category === 'string' && /^[a-z_]+$/.test(category);
}

export function rememberCategory(category: CategoryConst, now = Date.now()): void {
  writeStored(KEY, { category, at: now } satisfies Pending);
}

/** The remembered choice, once: reading it forgets it. */
export function takePendingCategory(now = Date.now()): CategoryConst | null {
  const pending = readStored<Pending | null>(KEY, null, isPending);
  if (pending === null) return null;
  removeStored(KEY);
  return now - pending.at <= MAX_AGE_MS ? pending.category : null;
}

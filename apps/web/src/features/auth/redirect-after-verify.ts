import { safeRedirect } from '../../lib/route-names';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/*
 * Registering no longer logs in: the mailed link does. A registration made on the way somewhere
 * (`/register?redirect=…`, e.g. back to a listing being booked) remembers the path in this browser
 * for as long as the link lasts; opening the link here goes back there instead of to the panel.
 */
const KEY = 'redirect_after_verify';
const LINK_MS = 60 * 60_000;

type Pending = { path: string; until: number };

function isPending(value: unknown): value is Pending {
  const v = value as Pending | null;
  return typeof v?.path === 'string' && typeof v.until === 'number';
}

/** `null` forgets an earlier one: the newest registration decides. */
export function rememberRedirectAfterVerify(path: string | null, now = Date.now()): void {
  if (path) writeStored(KEY, { path, until: now + LINK_MS });
  else removeStored(KEY);
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeRedirectAfterVerify(now = Date.now()): string | null {
  const pending = readStored<Pending | null>(KEY, null, isPending);
  removeStored(KEY);
  return pending && pending.until > now ? safeRedirect(pending.path) : null;
}

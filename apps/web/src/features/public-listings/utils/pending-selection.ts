import { isLocalDate } from '@gazda/domain/dates';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/*
 * A guest who presses Book or Send inquiry logged out keeps the selection (issue 5 §1): it waits
 * in local storage while they log in or register, and the listing page restores it once. A
 * selection older than a day, or of another listing, is not restored.
 */
const KEY = 'pending_booking';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type PendingSelection = {
  listingId: number;
  check_in: string | null;
  check_out: string | null;
  guests: number;
  comment: string;
  at: number;
};

function isPending(value: unknown): value is PendingSelection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const date = (d: unknown) => d === null || isLocalDate(d);
  return (
    typeof v.listingId === 'number' &&
    typeof v.guests === 'number' &&
    typeof v.comment === 'string' &&
    typeof v.at === 'number' &&
    date(v.check_in) &&
    date(v.check_out)
  );
}

export function rememberSelection(selection: Omit<PendingSelection, 'at'>, now = Date.now()) {
  writeStored(KEY, { ...selection, at: now } satisfies PendingSelection);
}

/** The kept selection of this listing, once: reading it forgets it. */
export function takeSelection(listingId: number, now = Date.now()): PendingSelection | null {
  const pending = readStored<PendingSelection | null>(KEY, null, isPending);
  if (pending === null || pending.listingId !== listingId) return null;
  removeStored(KEY);
  return now - pending.at <= MAX_AGE_MS ? pending : null;
}

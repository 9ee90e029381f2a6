import { childrenBodySchema, childrenQuerySchema } from '@gazda/contracts/tourist-tax';
import { isLocalDate } from '@gazda/domain/dates';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/*
 * A guest who presses Book or Send inquiry logged out keeps the selection (issue 5 §1): it waits
 * in local storage while they log in or register, and the listing page restores it once. A
 * selection older than a day, or of another listing, is not restored. The same stay also rides in
 * the listing's URL that the login (or the mailed link after a registration) returns to:
 * `?check_in=&check_out=&guests=&children=4,9`, as the search hands a stay over.
 */
const KEY = 'pending_booking';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `guests` are the adults; `children` their ages on the arrival date (the tourist tax). */
export type PendingSelection = {
  listingId: number;
  check_in: string | null;
  check_out: string | null;
  guests: number;
  children: number[];
  comment: string;
  at: number;
};

// `children` is not checked here: a selection kept before it existed, or with a broken list,
// still restores its dates (without the children, see `takeSelection`).
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
  if (now - pending.at > MAX_AGE_MS) return null;
  const children = childrenBodySchema.safeParse(pending.children);
  return { ...pending, children: children.success ? children.data : [] };
}

/**
 * A stay in the listing's URL (`?check_in=&check_out=&guests=&children=`), not before today. A
 * value that is not a valid date pair, adults count or list of ages (the API's own rules: whole
 * years 0–17, at most 20) is ignored; the form then applies the listing's guest limit.
 */
export function selectionFromSearch(
  listingId: number,
  search: URLSearchParams,
  today: string,
): PendingSelection | null {
  const checkIn = search.get('check_in') ?? '';
  const checkOut = search.get('check_out') ?? '';
  const guests = Number(search.get('guests'));
  const ages = childrenQuerySchema.safeParse(search.get('children') ?? '');
  const children = ages.success ? ages.data : [];
  const dates =
    isLocalDate(checkIn) && isLocalDate(checkOut) && today <= checkIn && checkIn < checkOut;
  if (!dates && !(guests > 1) && children.length === 0) return null;
  return {
    listingId,
    check_in: dates ? checkIn : null,
    check_out: dates ? checkOut : null,
    guests: Number.isInteger(guests) && guests > 0 ? guests : 1,
    children,
    comment: '',
    at: 0,
  };
}

/** `url` with the stay in its search, as `selectionFromSearch` reads it; other params stay. */
export function withSelection(
  url: URL,
  stay: { check_in: string; check_out: string; guests: number; children: readonly number[] },
): URL {
  const next = new URL(url);
  next.searchParams.set('check_in', stay.check_in);
  next.searchParams.set('check_out', stay.check_out);
  next.searchParams.set('guests', String(stay.guests));
  if (stay.children.length > 0) next.searchParams.set('children', stay.children.join(','));
  else next.searchParams.delete('children');
  return next;
}

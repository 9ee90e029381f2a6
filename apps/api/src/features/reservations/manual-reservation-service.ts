import type { Reservation } from '@gazda/contracts/calendar';
import { nextStatus } from '@gazda/domain/state-machines/machine';
import { manualReservationMachine } from '@gazda/domain/state-machines/manual-reservation';
import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors';
import type { ListingRow, ReservationRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, validation } from '../../errors';
import {
  logCalendar,
  type CalendarEntry,
  occupiedRanges,
  lockListingCalendar,
  loadCalendarWindow,
} from '../calendar/calendar-service';
import { requireOwnListing } from '../calendar/calendar-access';
import { presentReservation } from './reservation-presenter';
import { reservationCode } from './reservation-code';
import {
  findListingReservation,
  insertManualReservation,
  reservationView,
  setReservationStatus,
  updateManualReservation,
  type ManualReservationValues,
} from './reservations-repository';

/*
 * Manual reservations (docs/rules/decisions.md §3): a guest from elsewhere, entered by the host.
 * They block their nights like any reservation and carry no platform fee: `quote` is null,
 * `advance` 0 and `remaining` the whole total the host typed. Min stay does not apply (the host
 * decides).
 */

const taken = () => new AppError('no_longer_available');

/** Maps the database's refusal of overlapping stays (a race lost) to the same 409. */
async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw taken();
    throw error;
  }
}

function checkGuests(listing: ListingRow, guests: number): void {
  if (listing.max_guests !== null && guests > listing.max_guests)
    throw validation({ guests: ['calendar.validation.too_many_guests'] });
}

/** Any unavailable night (reservation, hold, iCal, manual block) in the stay is a 409. */
async function ensureFree(
  db: Db,
  listing: ListingRow,
  stay: { check_in: string; check_out: string },
  now: Date,
  excludeReservationId: number | null,
): Promise<void> {
  const window = { start: stay.check_in, end: stay.check_out };
  const data = await loadCalendarWindow(db, listing.id, window, { now, excludeReservationId });
  if (occupiedRanges(data).length > 0) throw taken();
}

export async function createManualReservation(
  deps: Deps,
  userId: number,
  listingId: number,
  body: ManualReservationValues,
  locale: Locale,
): Promise<Reservation> {
  // A new code on the rare clash with an existing one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await refusingOverlaps(() => insertOnce(deps, userId, listingId, body, locale));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function insertOnce(
  deps: Deps,
  userId: number,
  listingId: number,
  body: ManualReservationValues,
  locale: Locale,
): Promise<Reservation> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    checkGuests(listing, body.guests);
    await lockListingCalendar(trx, listing.id);
    await ensureFree(trx, listing, body, now, null);
    const row = await insertManualReservation(trx, {
      ...body,
      code: reservationCode(),
      listing_id: listing.id,
      currency: listing.currency,
      now,
    });
    await log(trx, listing, userId, [entry(row, 'created', null, summary(row))], now);
    return presentReservation(await reservationView(trx, row.id), locale);
  });
}

/** PUT: only a confirmed manual reservation; its new nights are checked without its own. */
export async function editManualReservation(
  deps: Deps,
  userId: number,
  listingId: number,
  reservationId: number,
  body: ManualReservationValues,
  locale: Locale,
): Promise<Reservation> {
  const now = deps.now();
  return refusingOverlaps(() =>
    deps.db.transaction().execute(async (trx) => {
      const listing = await requireOwnListing(trx, listingId, userId);
      const current = await editable(trx, listing, reservationId);
      checkGuests(listing, body.guests);
      await lockListingCalendar(trx, listing.id);
      await ensureFree(trx, listing, body, now, current.id);
      const row = await updateManualReservation(trx, current.id, body, now);
      const [from, to] = [summary(current), summary(row)];
      if (JSON.stringify(from) !== JSON.stringify(to))
        await log(trx, listing, userId, [entry(row, 'changed', from, to)], now);
      return presentReservation(await reservationView(trx, row.id), locale);
    }),
  );
}

/**
 * POST …/cancel: the host cancels their own manual reservation (manualReservationMachine); its
 * nights are free at once (the status leaves NIGHT_HOLDING_STATUSES; the calendar version moves
 * with it). Cancelling a cancelled one answers it again, unchanged: a retry is safe. The host's
 * reason is a `reason` row beside the status change, which the booking's timeline folds into it.
 */
export async function cancelManualReservation(
  deps: Deps,
  userId: number,
  listingId: number,
  reservationId: number,
  locale: Locale,
  reason: string | null = null,
): Promise<Reservation> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    const current = await findListingReservation(trx, listing.id, reservationId);
    if (!current) throw notFound();
    if (current.source !== 'manual') throw new AppError('not_editable');
    if (current.status !== 'cancelled') {
      const step = nextStatus(manualReservationMachine, current.status, 'cancel', 'owner');
      if (!step.ok) throw new AppError('transition_not_allowed');
      const row = await setReservationStatus(trx, current.id, current.status, step.to, now);
      if (!row) throw new AppError('transition_not_allowed');
      const from = { ...summary(current), status: current.status };
      const changes = [entry(row, 'changed', from, { status: row.status })];
      if (reason) changes.push({ ...changes[0]!, field: 'reason', from: null, to: reason });
      await log(trx, listing, userId, changes, now);
    }
    return presentReservation(await reservationView(trx, current.id), locale);
  });
}

async function editable(
  db: Db,
  listing: ListingRow,
  reservationId: number,
): Promise<ReservationRow> {
  const row = await findListingReservation(db, listing.id, reservationId);
  if (!row) throw notFound();
  if (row.source !== 'manual' || row.status !== 'confirmed') throw new AppError('not_editable');
  return row;
}

/** What the log keeps of a reservation: no guest name or comment (personal data). */
const summary = (row: ReservationRow) => ({
  code: row.code,
  check_in: row.check_in,
  check_out: row.check_out,
  guests: row.guests,
  total: row.total,
});

const entry = (
  row: ReservationRow,
  kind: 'created' | 'changed',
  from: unknown,
  to: unknown,
): CalendarEntry => ({ entity: 'reservation', entityId: row.id, field: null, kind, from, to });

const log = (db: Db, listing: ListingRow, userId: number, entries: CalendarEntry[], now: Date) =>
  logCalendar(
    db,
    { ownerId: listing.owner_id, actorId: userId, listingId: listing.id },
    entries,
    now,
  );

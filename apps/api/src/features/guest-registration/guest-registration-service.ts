import type {
  EturistaBody,
  HostGuests,
  PutGuestsBody,
  TripGuests,
} from '@gazda/contracts/guest-registration';
import { localDateAt } from '@gazda/domain/dates';
import { registrationDeadline, validateGuestList } from '@gazda/domain/guest-registration';
import type { MessageKey } from '@gazda/i18n/catalog';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound, validation } from '../../errors';
import { recordEntries } from '../activity-log/activity-log-service';
import { openedRow, sealedRow } from './guest-data';
import {
  findReservationFacts,
  listGuestRows,
  replaceGuestRows,
  upsertRegistration,
  type ReservationFacts,
} from './guest-registration-repository';

/*
 * The guests' details for eTurista (docs/rules/guest-registration.md). Readable by the
 * reservation's guest, the host of its listing and operators; anyone else gets 404, as for any
 * reservation. Every read or write by an operator who is neither is logged in the activity log.
 */

type Access = 'party' | 'operator';

const isOperator = (user: UserRow) => user.roles.includes('Admin');

async function factsFor(
  deps: Deps,
  id: number,
  user: UserRow,
  party: 'guest' | 'host',
): Promise<{ facts: ReservationFacts; access: Access }> {
  if (!Number.isSafeInteger(id)) throw notFound(); // a malformed path id (pathId's NaN)
  const facts = await findReservationFacts(deps.db, id);
  if (!facts || facts.guest_id === null) throw notFound();
  const partyId = party === 'guest' ? facts.guest_id : facts.owner_id;
  if (Number(partyId) === user.id) return { facts, access: 'party' };
  if (isOperator(user)) return { facts, access: 'operator' };
  throw notFound();
}

/**
 * The operator's access, logged on the reservation (a booking link in the log) in the guest's log,
 * without the listing as a guest's booking entries are (docs/rules/decisions.md §8), and in the
 * operator's own with it.
 */
function logOperatorAccess(
  db: Db,
  facts: ReservationFacts,
  operatorId: number,
  field: 'guest_details_read' | 'guest_details_written',
  now: Date,
) {
  const copies = [
    { userId: Number(facts.guest_id), listingId: null },
    { userId: operatorId, listingId: Number(facts.listing_id) },
  ];
  return recordEntries(
    db,
    copies.map(({ userId, listingId }) => ({
      user_id: userId,
      actor_id: operatorId,
      entity: 'reservation',
      entity_id: Number(facts.id),
      field,
      kind: 'created' as const,
      from_value: null,
      to_value: { reservation: facts.code },
      listing_id: listingId,
      created_at: now,
    })),
  );
}

const todayOf = (deps: Deps, facts: ReservationFacts) =>
  localDateAt(deps.now().getTime(), facts.time_zone);

async function commonOf(deps: Deps, db: Db, facts: ReservationFacts) {
  const rows = await listGuestRows(db, Number(facts.id));
  return {
    guests: rows.map((row) => openedRow(deps.config.guestDataKeys, row)),
    max_guests: facts.guests,
    check_in: facts.check_in,
    check_out: facts.check_out,
    updated_at: facts.details_updated_at?.toISOString() ?? null,
    erased: facts.erased_at !== null,
  };
}

function editable(deps: Deps, facts: ReservationFacts): boolean {
  return facts.status === 'confirmed' && todayOf(deps, facts) < facts.check_out && !facts.erased_at;
}

async function tripView(deps: Deps, db: Db, facts: ReservationFacts): Promise<TripGuests> {
  return { ...(await commonOf(deps, db, facts)), editable: editable(deps, facts) };
}

/** GET my-travel/reservations/{id}/guests. */
export async function tripGuests(deps: Deps, id: number, user: UserRow): Promise<TripGuests> {
  const { facts, access } = await factsFor(deps, id, user, 'guest');
  if (access === 'operator')
    await logOperatorAccess(deps.db, facts, user.id, 'guest_details_read', deps.now());
  return tripView(deps, deps.db, facts);
}

/**
 * PUT my-travel/reservations/{id}/guests: the whole list replaces what was given (sent again, the
 * same list; fewer guests, the others removed). Only while the reservation is confirmed and the
 * guest has not left.
 */
export async function putTripGuests(
  deps: Deps,
  id: number,
  user: UserRow,
  body: PutGuestsBody,
): Promise<TripGuests> {
  const { facts, access } = await factsFor(deps, id, user, 'guest');
  if (!editable(deps, facts)) throw new AppError('guest_details_closed');
  const checked = validateGuestList(body.guests, {
    today: todayOf(deps, facts),
    arrival: facts.check_in,
    maxGuests: facts.guests,
  });
  if (!checked.ok)
    throw validation(
      Object.fromEntries(
        Object.entries(checked.errors).map(([field, code]) => [
          field,
          [`guestRegistration.errors.${code}` satisfies MessageKey],
        ]),
      ),
    );
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const keys = deps.config.guestDataKeys;
    await replaceGuestRows(
      trx,
      Number(facts.id),
      checked.value.map((g) => sealedRow(keys, g)),
    );
    await upsertRegistration(trx, Number(facts.id), { details_updated_at: now });
    if (access === 'operator')
      await logOperatorAccess(trx, facts, user.id, 'guest_details_written', now);
    return tripView(deps, trx, { ...facts, details_updated_at: now });
  });
}

async function hostView(deps: Deps, db: Db, facts: ReservationFacts): Promise<HostGuests> {
  const deadline = registrationDeadline(facts.check_in, facts.check_in_from, facts.time_zone);
  return {
    ...(await commonOf(deps, db, facts)),
    eturista: {
      registered: facts.eturista_registered_at !== null,
      registered_at: facts.eturista_registered_at?.toISOString() ?? null,
      deadline: new Date(deadline).toISOString(),
    },
  };
}

/** GET reservations/{id}/guests: the host of the listing, or an operator (logged). */
export async function hostGuests(deps: Deps, id: number, user: UserRow): Promise<HostGuests> {
  const { facts, access } = await factsFor(deps, id, user, 'host');
  if (access === 'operator')
    await logOperatorAccess(deps.db, facts, user.id, 'guest_details_read', deps.now());
  return hostView(deps, deps.db, facts);
}

/** POST reservations/{id}/eturista: the host's box; ticked again keeps the first time. */
export async function setEturista(
  deps: Deps,
  id: number,
  user: UserRow,
  body: EturistaBody,
): Promise<HostGuests> {
  const { facts, access } = await factsFor(deps, id, user, 'host');
  if (access !== 'party') throw notFound();
  const at = body.registered ? (facts.eturista_registered_at ?? deps.now()) : null;
  await upsertRegistration(deps.db, Number(facts.id), { eturista_registered_at: at });
  return hostView(deps, deps.db, { ...facts, eturista_registered_at: at });
}

import type { BookingTimelineEntry, HostInquiry, HostReservation } from '@gazda/contracts/bookings';
import { diffDays } from '@gazda/domain/dates';
import { hostEarningsOf } from '@gazda/domain/pricing';
import { holdsNights } from '@gazda/domain/state-machines/reservation';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import {
  presentBookingInquiry,
  presentBookingReservation,
  findInquiry,
  findReservation,
} from '../bookings/booking-service';
import { bookingLogRows, guestContact, payoutMethodOf } from './host-reservation-repository';

/*
 * The host's booking page (issue #26 item 2): the reservation, what the host earns, the guest's
 * contact while the stay holds its nights, where the payout goes and every change from the log.
 * The reason a host gives for a step is a `reason` row logged with the status change; the
 * timeline folds it into that change. The inquiry page shows its own history the same way.
 */

type LogRow = Awaited<ReturnType<typeof bookingLogRows>>[number];
type Parties = { owner_id: number; guest_id: number | null };

function actorOf(row: LogRow, item: Parties): BookingTimelineEntry['actor'] {
  if (row.actor_id === null) return null;
  const actor = Number(row.actor_id);
  if (actor === item.owner_id) return 'host';
  if (actor === item.guest_id) return 'guest';
  return 'operator';
}

const statusOf = (value: unknown): string | null =>
  value !== null &&
  typeof value === 'object' &&
  'status' in value &&
  typeof value.status === 'string'
    ? value.status
    : null;

/**
 * A manual reservation's cancel is logged by the calendar as the whole booking changed (its
 * summary before, `{ status }` after): on the timeline it is the status change it was.
 */
function asStatusChange(row: LogRow): Pick<LogRow, 'field' | 'from_value' | 'to_value'> {
  const [from, to] = [statusOf(row.from_value), statusOf(row.to_value)];
  if (row.field === null && row.kind === 'changed' && from && to && from !== to)
    return { field: 'status', from_value: from, to_value: to };
  return row;
}

function timelineOf(rows: LogRow[], item: Parties): BookingTimelineEntry[] {
  const timeline: BookingTimelineEntry[] = [];
  for (const logged of rows) {
    const row = { ...logged, ...asStatusChange(logged) };
    const last = timeline.at(-1);
    if (row.field === 'reason' && typeof row.to_value === 'string') {
      if (last && last.reason === null && last.at === row.created_at.toISOString()) {
        last.reason = row.to_value;
        continue;
      }
    }
    timeline.push({
      at: row.created_at.toISOString(),
      kind: row.kind,
      field: row.field,
      from: row.from_value ?? null,
      to: row.to_value ?? null,
      reason: null,
      actor: actorOf(row, item),
    });
  }
  return timeline;
}

/** GET reservations/{id} for the listing's owner; another host's reservation is 404. */
export async function hostReservation(
  deps: Deps,
  ownerId: number,
  id: number,
  locale: Locale,
): Promise<HostReservation> {
  const item = await findReservation(deps.db, id, { ownerId });
  if (!item) throw notFound();
  const [contact, payout, rows] = await Promise.all([
    item.guest_id !== null && holdsNights(item.status)
      ? guestContact(deps.db, item.guest_id)
      : null,
    item.payout_method_id !== null ? payoutMethodOf(deps.db, item.payout_method_id) : null,
    bookingLogRows(deps.db, ownerId, 'reservation', item.id),
  ]);
  const answer = presentBookingReservation(item, locale, 'owner', deps.now());
  return {
    ...answer,
    nights: diffDays(item.check_in, item.check_out),
    host_earnings: hostEarningsOf(answer),
    guest_contact: contact ? { email: contact.email, phone: contact.phone } : null,
    payout_method: payout
      ? { id: Number(payout.id), type: payout.type, masked_number: payout.masked_number }
      : null,
    timeline: timelineOf(rows, item),
  };
}

/** GET inquiries/{id} for the listing's owner: the inquiry and its history. */
export async function hostInquiry(
  deps: Deps,
  ownerId: number,
  id: number,
  locale: Locale,
): Promise<HostInquiry> {
  const item = await findInquiry(deps.db, id, { ownerId });
  if (!item) throw notFound();
  const rows = await bookingLogRows(deps.db, ownerId, 'inquiry', item.id);
  return {
    ...presentBookingInquiry(item, locale, 'owner', deps.now()),
    timeline: timelineOf(rows, item),
  };
}

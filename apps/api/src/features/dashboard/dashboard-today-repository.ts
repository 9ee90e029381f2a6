import type { Db } from '../../db/database';
import { ownedBookings, stayColumns } from './dashboard-repository';

/*
 * Queries of the host's "Today" (GET dashboard/today): the caller's own, not deleted listings only.
 * Dates are compared against a window a day wider than any zone's today on each side; the service
 * keeps the rows that fall on each listing's own today.
 */

function ownedReservations(db: Db, ownerId: number) {
  return ownedBookings(db, 'reservations', ownerId)
    .where('reservations.status', '=', 'confirmed')
    .select([
      'reservations.id',
      'reservations.code',
      'reservations.listing_id',
      'reservations.check_in',
      'reservations.check_out',
      'reservations.guests',
      'reservations.guest_name',
      'reservations.source',
      'reservations.advance',
      'reservations.advance_paid',
      'reservations.currency',
      'reservations.advance_due_date',
      ...stayColumns,
    ]);
}

/**
 * Confirmed stays touching [from, to]: arriving, leaving or staying on one of those dates, plus
 * every unpaid advance due before `to` (overdue by some listing's today).
 */
export function reservationsAround(db: Db, ownerId: number, from: string, to: string) {
  return ownedReservations(db, ownerId)
    .where((eb) =>
      eb.or([
        eb.and([eb('reservations.check_in', '<=', to), eb('reservations.check_out', '>=', from)]),
        eb.and([
          eb('reservations.source', '=', 'platform'),
          eb('reservations.advance_paid', '=', false),
          eb('reservations.advance', '>', 0),
          eb('reservations.advance_due_date', '<', to),
        ]),
      ]),
    )
    .orderBy('reservations.check_in')
    .orderBy('reservations.id')
    .execute();
}

export type TodayReservationRow = Awaited<ReturnType<typeof reservationsAround>>[number];

/** Inquiries the host has not answered yet, the oldest (nearest deadline) first. */
export function pendingInquiries(db: Db, ownerId: number) {
  return ownedBookings(db, 'inquiries', ownerId)
    .where('inquiries.status', '=', 'pending')
    .select([
      'inquiries.id',
      'inquiries.code',
      'inquiries.listing_id',
      'inquiries.check_in',
      'inquiries.check_out',
      'inquiries.guests',
      'inquiries.created_at',
      'listings.name_sr',
      'listings.name_en',
    ])
    .orderBy('inquiries.created_at')
    .orderBy('inquiries.id')
    .execute();
}

/** iCal imports whose last attempt failed (a success clears `last_error`). */
export function failingImports(db: Db, ownerId: number) {
  return db
    .selectFrom('ical_imports')
    .innerJoin('listings', 'listings.id', 'ical_imports.listing_id')
    .innerJoin('categories', 'categories.id', 'listings.category_id')
    .where('listings.owner_id', '=', ownerId)
    .where('listings.deleted_at', 'is', null)
    .where('ical_imports.last_error', 'is not', null)
    .select([
      'ical_imports.id',
      'ical_imports.listing_id',
      'ical_imports.name',
      'ical_imports.last_error',
      'ical_imports.last_error_status',
      'ical_imports.last_attempt_at',
      'listings.name_sr',
      'listings.name_en',
      'categories.const as category',
    ])
    .orderBy('ical_imports.last_attempt_at', 'desc')
    .orderBy('ical_imports.id')
    .execute();
}

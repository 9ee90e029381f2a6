import type { Machine } from './machine';

export const RESERVATION_STATUSES = [
  'confirmed',
  'no_show_reported',
  'no_show',
  'cancel_requested',
  'cancelled',
  'completed',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const RESERVATION_ACTIONS = [
  'report_no_show',
  'verify_no_show',
  'reject_no_show',
  'request_cancel',
  'resolve_cancel',
  'reject_cancel',
  'complete',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/**
 * docs/rules/decisions.md §3, Reservation. The host's no-show report and cancel request are
 * requests: the operator either carries them out or rejects them, which puts the reservation back
 * to confirmed.
 */
export const reservationMachine: Machine<ReservationStatus, ReservationAction> = {
  name: 'reservation',
  statuses: RESERVATION_STATUSES,
  actions: RESERVATION_ACTIONS,
  transitions: {
    confirmed: {
      report_no_show: { to: 'no_show_reported', by: ['owner'], guard: 'on_or_after_check_in' },
      request_cancel: { to: 'cancel_requested', by: ['owner'] },
      complete: { to: 'completed', by: ['system'], guard: 'on_or_after_check_out' },
    },
    no_show_reported: {
      verify_no_show: { to: 'no_show', by: ['admin'] },
      reject_no_show: { to: 'confirmed', by: ['admin'] },
    },
    cancel_requested: {
      resolve_cancel: { to: 'cancelled', by: ['admin'] },
      reject_cancel: { to: 'confirmed', by: ['admin'] },
    },
    no_show: {},
    cancelled: {},
    completed: {},
  },
};

/**
 * The statuses in which a reservation holds its nights: every one but cancelled and no-show, whose
 * nights are free again. A reported no-show or a requested cancellation still holds them until the
 * operator decides, and a completed stay keeps its past nights taken. The stay-lock trigger of
 * apps/api/src/db/migrations/0004-calendar.ts says the same in SQL; an API test holds the two equal.
 */
export const NIGHT_HOLDING_STATUSES = [
  'confirmed',
  'no_show_reported',
  'cancel_requested',
  'completed',
] as const satisfies readonly ReservationStatus[];

export function holdsNights(status: ReservationStatus): boolean {
  return (NIGHT_HOLDING_STATUSES as readonly ReservationStatus[]).includes(status);
}

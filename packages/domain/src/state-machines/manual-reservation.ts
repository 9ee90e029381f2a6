import type { Machine } from './machine';
import { RESERVATION_STATUSES, type ReservationStatus } from './reservation';

const MANUAL_RESERVATION_ACTIONS = ['cancel'] as const;
type ManualReservationAction = (typeof MANUAL_RESERVATION_ACTIONS)[number];

/**
 * A manual reservation (docs/rules/decisions.md §3: a guest from elsewhere, entered by the host)
 * is the host's own: the host cancels it directly, with no operator in between, and its nights are
 * free again at once. A platform reservation goes through reservationMachine's request instead.
 */
export const manualReservationMachine: Machine<ReservationStatus, ManualReservationAction> = {
  name: 'manual_reservation',
  statuses: RESERVATION_STATUSES,
  actions: MANUAL_RESERVATION_ACTIONS,
  transitions: {
    confirmed: { cancel: { to: 'cancelled', by: ['owner'] } },
    no_show_reported: {},
    no_show: {},
    cancel_requested: {},
    cancelled: {},
    completed: {},
  },
};

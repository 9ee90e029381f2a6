import type { MessageKey } from '@gazda/i18n/catalog';

/*
 * Status chips of reservations and inquiries, the same on every screen
 * (docs/rules/screens.md "Look"): confirmed green, awaiting confirmation amber, cancel/no-show
 * requested orange, cancelled and no-show grey, completed dark grey. Inquiry steps before a
 * reservation exists read as amber.
 */
export type BookingKind = 'reservation' | 'inquiry';

const reservationColors: Record<string, string> = {
  confirmed: 'green',
  no_show_reported: 'orange',
  cancel_requested: 'orange',
  cancelled: 'gray',
  no_show: 'gray',
  completed: 'dark',
};

const inquiryColors: Record<string, string> = {
  pending: 'yellow',
  available: 'yellow',
  confirmed: 'yellow',
  unavailable: 'gray',
  cancelled: 'gray',
  expired: 'gray',
  realised: 'green',
};

export function bookingStatusColor(kind: BookingKind, status: string): string {
  return (kind === 'reservation' ? reservationColors : inquiryColors)[status] ?? 'gray';
}

const reservationLabels: Record<string, MessageKey> = {
  confirmed: 'bookingPanel.status.confirmed',
  no_show_reported: 'bookingPanel.status.no_show_reported',
  no_show: 'bookingPanel.status.no_show',
  cancel_requested: 'bookingPanel.status.cancel_requested',
  cancelled: 'bookingPanel.status.cancelled',
  completed: 'bookingPanel.status.completed',
};

const inquiryLabels: Record<string, MessageKey> = {
  pending: 'bookingPanel.status.pending',
  available: 'bookingPanel.status.available',
  unavailable: 'bookingPanel.status.unavailable',
  confirmed: 'bookingPanel.status.inquiry_confirmed',
  cancelled: 'bookingPanel.status.cancelled',
  expired: 'bookingPanel.status.expired',
  realised: 'bookingPanel.status.realised',
};

/** The message id of a status; an unknown status (a newer server) has none and shows as sent. */
export function bookingStatusLabel(kind: BookingKind, status: string): MessageKey | null {
  return (kind === 'reservation' ? reservationLabels : inquiryLabels)[status] ?? null;
}

export const RESERVATION_FILTER_STATUSES = Object.keys(reservationLabels);
export const INQUIRY_FILTER_STATUSES = Object.keys(inquiryLabels);

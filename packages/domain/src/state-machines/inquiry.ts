import type { Machine } from './machine';

const INQUIRY_STATUSES = [
  'pending',
  'available',
  'unavailable',
  'confirmed',
  'cancelled',
  'expired',
  'realised',
] as const;
type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

const INQUIRY_ACTIONS = [
  'answer_available',
  'answer_unavailable',
  'confirm',
  'cancel',
  'expire',
  'realise',
] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];

/**
 * docs/rules/decisions.md §3, Inquiry. The owner answers once; `available` holds the dates for 48
 * hours, after which the hold job expires it (the hold's end is an instant, so the job decides).
 */
export const inquiryMachine: Machine<InquiryStatus, InquiryAction> = {
  name: 'inquiry',
  statuses: INQUIRY_STATUSES,
  actions: INQUIRY_ACTIONS,
  transitions: {
    pending: {
      answer_available: { to: 'available', by: ['owner'] },
      answer_unavailable: { to: 'unavailable', by: ['owner'] },
      cancel: { to: 'cancelled', by: ['guest'] },
    },
    available: {
      confirm: { to: 'confirmed', by: ['guest'] },
      cancel: { to: 'cancelled', by: ['guest'] },
      expire: { to: 'expired', by: ['system'] },
    },
    confirmed: { realise: { to: 'realised', by: ['admin'] } },
    unavailable: {},
    cancelled: {},
    expired: {},
    realised: {},
  },
};

import type { Machine } from './machine';

const GOVERNMENT_ID_STATUSES = ['not_uploaded', 'under_review', 'verified', 'rejected'] as const;
type GovernmentIdStatus = (typeof GOVERNMENT_ID_STATUSES)[number];

const GOVERNMENT_ID_ACTIONS = ['upload', 'verify', 'reject'] as const;
export type GovernmentIdAction = (typeof GOVERNMENT_ID_ACTIONS)[number];

/**
 * docs/rules/decisions.md §3, Government ID, with issue #6 (newer): a rejection is its own status
 * carrying the reviewer's reason, and the owner uploads again from it. `upload` is the moment both
 * front and back are in; replacing a picture while under review keeps it under review. A verified
 * ID is final for the owner (the server answers 409).
 */
export const governmentIdMachine: Machine<GovernmentIdStatus, GovernmentIdAction> = {
  name: 'government_id',
  statuses: GOVERNMENT_ID_STATUSES,
  actions: GOVERNMENT_ID_ACTIONS,
  transitions: {
    not_uploaded: { upload: { to: 'under_review', by: ['owner'] } },
    under_review: {
      upload: { to: 'under_review', by: ['owner'] },
      verify: { to: 'verified', by: ['admin'] },
      reject: { to: 'rejected', by: ['admin'] },
    },
    verified: {},
    rejected: { upload: { to: 'under_review', by: ['owner'] } },
  },
};

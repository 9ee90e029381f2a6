import type { Machine } from './machine';

export const GOVERNMENT_ID_STATUSES = ['not_uploaded', 'under_review', 'verified'] as const;
export type GovernmentIdStatus = (typeof GOVERNMENT_ID_STATUSES)[number];

export const GOVERNMENT_ID_ACTIONS = ['upload', 'verify', 'reject'] as const;
export type GovernmentIdAction = (typeof GOVERNMENT_ID_ACTIONS)[number];

/** decisions.md §3, Government ID: `upload` is the moment both front and back are in. */
export const governmentIdMachine: Machine<GovernmentIdStatus, GovernmentIdAction> = {
  name: 'government_id',
  statuses: GOVERNMENT_ID_STATUSES,
  actions: GOVERNMENT_ID_ACTIONS,
  transitions: {
    not_uploaded: { upload: { to: 'under_review', by: ['owner'] } },
    under_review: {
      verify: { to: 'verified', by: ['admin'] },
      reject: { to: 'not_uploaded', by: ['admin'] },
    },
    verified: {},
  },
};

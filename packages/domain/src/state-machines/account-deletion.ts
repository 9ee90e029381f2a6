import type { Machine } from './machine';

const ACCOUNT_STATUSES = ['active', 'deletion_requested', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const ACCOUNT_DELETION_ACTIONS = ['request_deletion', 'complete_deletion'] as const;
type AccountDeletionAction = (typeof ACCOUNT_DELETION_ACTIONS)[number];

/**
 * docs/rules/decisions.md §3, Account deletion. The request needs the password (checked by the
 * server); the operator or the job completes it within 24 hours.
 */
export const accountDeletionMachine: Machine<AccountStatus, AccountDeletionAction> = {
  name: 'account_deletion',
  statuses: ACCOUNT_STATUSES,
  actions: ACCOUNT_DELETION_ACTIONS,
  transitions: {
    active: { request_deletion: { to: 'deletion_requested', by: ['owner'] } },
    deletion_requested: { complete_deletion: { to: 'deleted', by: ['admin', 'system'] } },
    deleted: {},
  },
};

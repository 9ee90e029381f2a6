import type { Machine, Transition } from './machine';

const LISTING_STATUSES = [
  'draft',
  'pending',
  'pending_fix',
  'listed',
  'unlisted',
  'deleted',
] as const;
type ListingStatus = (typeof LISTING_STATUSES)[number];

const LISTING_ACTIONS = [
  'submit',
  'approve',
  'request_fix',
  'request_review',
  'deactivate',
  'activate',
  'delete_request',
  'confirm_delete',
  'delete_draft',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

// Requesting deletion only mails a signed link; the listing keeps its status until the owner
// confirms from that link.
function deletable(status: ListingStatus): { [X in ListingAction]?: Transition<ListingStatus> } {
  return {
    delete_request: { to: status, by: ['owner'] },
    confirm_delete: { to: 'deleted', by: ['owner'] },
  };
}

/** docs/rules/decisions.md §3, Listing. */
export const listingMachine: Machine<ListingStatus, ListingAction> = {
  name: 'listing',
  statuses: LISTING_STATUSES,
  actions: LISTING_ACTIONS,
  transitions: {
    draft: {
      submit: { to: 'pending', by: ['owner'] },
      // A draft was never submitted, so nobody saw it: the owner deletes it at once, after an
      // in-app confirmation, without the mailed link (issue #26 item 5). Old clients may still
      // ask for the link.
      delete_draft: { to: 'deleted', by: ['owner'] },
      ...deletable('draft'),
    },
    pending: {
      approve: { to: 'listed', by: ['admin'] },
      request_fix: { to: 'pending_fix', by: ['admin'] },
      ...deletable('pending'),
    },
    pending_fix: { request_review: { to: 'pending', by: ['owner'] }, ...deletable('pending_fix') },
    listed: {
      // The account-deletion job unlists the owner's listings too.
      deactivate: { to: 'unlisted', by: ['owner', 'system'] },
      ...deletable('listed'),
    },
    unlisted: { activate: { to: 'pending', by: ['owner'] }, ...deletable('unlisted') },
    deleted: {},
  },
};

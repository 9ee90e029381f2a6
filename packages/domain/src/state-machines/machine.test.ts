import { describe, expect, it } from 'vitest';
import { inquiryMachine, type InquiryAction } from './inquiry';
import { listingMachine } from './listing';
import { allowedActions, nextStatus, type Role } from './machine';
import { reservationMachine } from './reservation';

type ListingStatus = (typeof listingMachine.statuses)[number];

type InquiryStatus = (typeof inquiryMachine.statuses)[number];

describe('allowedActions: the buttons each role sees', () => {
  it.each([
    ['draft', 'owner', ['submit', 'delete_request', 'confirm_delete', 'delete_draft']],
    ['pending', 'owner', ['delete_request', 'confirm_delete']],
    ['pending', 'admin', ['approve', 'request_fix']],
    ['pending_fix', 'owner', ['request_review', 'delete_request', 'confirm_delete']],
    ['listed', 'owner', ['deactivate', 'delete_request', 'confirm_delete']],
    ['listed', 'guest', []],
    ['unlisted', 'owner', ['activate', 'delete_request', 'confirm_delete']],
    ['deleted', 'owner', []],
    ['deleted', 'admin', []],
  ] as const)('listing %s for %s', (status, role, actions) => {
    expect(allowedActions(listingMachine, status as ListingStatus, role as Role)).toEqual(actions);
  });

  it.each([
    ['pending', 'owner', ['answer_available', 'answer_unavailable']],
    ['pending', 'guest', ['cancel']],
    ['available', 'guest', ['confirm', 'cancel']],
    ['available', 'owner', []],
    ['available', 'system', ['expire']],
    ['confirmed', 'admin', ['realise']],
    ['unavailable', 'owner', []],
  ] as const)('inquiry %s for %s', (status, role, actions) => {
    expect(allowedActions(inquiryMachine, status as InquiryStatus, role as Role)).toEqual(actions);
  });

  it('hides a guarded action until its date', () => {
    const stay = { check_in: '2027-01-06', check_out: '2027-01-09' };
    expect(
      allowedActions(reservationMachine, 'confirmed', 'owner', { ...stay, today: '2027-01-05' }),
    ).toEqual(['request_cancel']);
    expect(
      allowedActions(reservationMachine, 'confirmed', 'owner', { ...stay, today: '2027-01-06' }),
    ).toEqual(['report_no_show', 'request_cancel']);
    expect(
      allowedActions(reservationMachine, 'confirmed', 'system', { ...stay, today: '2027-01-09' }),
    ).toEqual(['complete']);
  });
});

describe('nextStatus with untrusted strings', () => {
  it('takes a step the role has and refuses one it has not', () => {
    expect(nextStatus(inquiryMachine, 'available', 'confirm', 'guest').ok).toBe(true);
    expect(nextStatus(inquiryMachine, 'available', 'confirm', 'owner').ok).toBe(false);
  });

  it.each([
    ['constructor', 'confirm'],
    ['available', 'constructor'],
    ['available', 'toString'],
    ['__proto__', 'confirm'],
    ['archived', 'confirm'],
    ['available', 'approve'],
  ])('refuses status %j with action %j', (status, action) => {
    const result = nextStatus(
      inquiryMachine,
      status as InquiryStatus,
      action as InquiryAction,
      'guest',
    );
    expect(result).toEqual({ ok: false, error: 'transition_not_allowed' });
  });
});

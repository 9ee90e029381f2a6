import { describe, expect, it } from 'vitest';
import { accountDeletionMachine } from './account-deletion';
import { governmentIdMachine } from './government-id';
import { inquiryMachine } from './inquiry';
import { listingMachine } from './listing';
import { nextStatus, type GuardContext, type Machine, type Role } from './machine';
import { reservationMachine } from './reservation';

// machine.ts's ROLES, said again: changing it changes this test.
const ROLES = ['owner', 'guest', 'admin', 'system'] as const;

type Allowed<S extends string, A extends string> = readonly (readonly [S, A, Role, S])[];

/** Every (status × action × role): allowed exactly when listed, refused otherwise. */
function everyCombination<S extends string, A extends string>(
  machine: Machine<S, A>,
  allowed: Allowed<S, A>,
) {
  const cases = machine.statuses.flatMap((from) =>
    machine.actions.flatMap((action) =>
      ROLES.map((role) => {
        const hit = allowed.find(([f, a, r]) => f === from && a === action && r === role);
        const expected = hit
          ? { ok: true, to: hit[3] }
          : { ok: false, error: 'transition_not_allowed' };
        return [from, action, role, expected] as const;
      }),
    ),
  );
  // A listed transition that matches no combination would be a typo in the expectations.
  expect(cases.filter(([, , , e]) => e.ok)).toHaveLength(allowed.length);
  return cases;
}

// Guards hold in this context, so the tables test the roles; guards are tested below.
const afterStay: GuardContext = {
  today: '2027-02-01',
  check_in: '2027-01-06',
  check_out: '2027-01-09',
};

describe('listing', () => {
  const deletions = (['draft', 'pending', 'pending_fix', 'listed', 'unlisted'] as const).flatMap(
    (s) => [
      [s, 'delete_request', 'owner', s] as const,
      [s, 'confirm_delete', 'owner', 'deleted'] as const,
    ],
  );
  const allowed: Allowed<
    (typeof listingMachine.statuses)[number],
    (typeof listingMachine.actions)[number]
  > = [
    ['draft', 'submit', 'owner', 'pending'],
    // Only a draft, never submitted, is deleted at once (issue #26 item 5).
    ['draft', 'delete_draft', 'owner', 'deleted'],
    ['pending', 'approve', 'admin', 'listed'],
    ['pending', 'request_fix', 'admin', 'pending_fix'],
    ['pending_fix', 'request_review', 'owner', 'pending'],
    ['listed', 'deactivate', 'owner', 'unlisted'],
    ['listed', 'deactivate', 'system', 'unlisted'],
    ['unlisted', 'activate', 'owner', 'pending'],
    ...deletions,
  ];
  it.each(everyCombination(listingMachine, allowed))(
    '%s --%s (%s)--> %j',
    (from, action, role, expected) => {
      expect(nextStatus(listingMachine, from, action, role)).toEqual(expected);
    },
  );
});

describe('inquiry', () => {
  const allowed: Allowed<
    (typeof inquiryMachine.statuses)[number],
    (typeof inquiryMachine.actions)[number]
  > = [
    ['pending', 'answer_available', 'owner', 'available'],
    ['pending', 'answer_unavailable', 'owner', 'unavailable'],
    ['pending', 'cancel', 'guest', 'cancelled'],
    ['available', 'confirm', 'guest', 'confirmed'],
    ['available', 'cancel', 'guest', 'cancelled'],
    ['available', 'expire', 'system', 'expired'],
    ['confirmed', 'realise', 'admin', 'realised'],
  ];
  it.each(everyCombination(inquiryMachine, allowed))(
    '%s --%s (%s)--> %j',
    (from, action, role, expected) => {
      expect(nextStatus(inquiryMachine, from, action, role)).toEqual(expected);
    },
  );
});

describe('reservation', () => {
  const allowed: Allowed<
    (typeof reservationMachine.statuses)[number],
    (typeof reservationMachine.actions)[number]
  > = [
    ['confirmed', 'report_no_show', 'owner', 'no_show_reported'],
    ['confirmed', 'request_cancel', 'owner', 'cancel_requested'],
    ['confirmed', 'complete', 'system', 'completed'],
    ['no_show_reported', 'verify_no_show', 'admin', 'no_show'],
    ['no_show_reported', 'reject_no_show', 'admin', 'confirmed'],
    ['cancel_requested', 'resolve_cancel', 'admin', 'cancelled'],
    ['cancel_requested', 'reject_cancel', 'admin', 'confirmed'],
  ];
  it.each(everyCombination(reservationMachine, allowed))(
    '%s --%s (%s)--> %j',
    (from, action, role, expected) => {
      expect(nextStatus(reservationMachine, from, action, role, afterStay)).toEqual(expected);
    },
  );

  it.each([
    // action, role, today, expected (stay 2027-01-06 → 2027-01-09)
    ['report_no_show', 'owner', '2027-01-05', { ok: false, error: 'not_yet_allowed' }],
    ['report_no_show', 'owner', '2027-01-06', { ok: true, to: 'no_show_reported' }],
    ['report_no_show', 'owner', '2027-01-20', { ok: true, to: 'no_show_reported' }],
    ['report_no_show', 'guest', '2027-01-06', { ok: false, error: 'transition_not_allowed' }],
    ['complete', 'system', '2027-01-08', { ok: false, error: 'not_yet_allowed' }],
    ['complete', 'system', '2027-01-09', { ok: true, to: 'completed' }],
    ['complete', 'admin', '2027-01-09', { ok: false, error: 'transition_not_allowed' }],
    ['request_cancel', 'owner', '2027-01-01', { ok: true, to: 'cancel_requested' }],
  ] as const)('%s by %s on %s → %j', (action, role, today, expected) => {
    const context = { today, check_in: '2027-01-06', check_out: '2027-01-09' };
    expect(nextStatus(reservationMachine, 'confirmed', action, role, context)).toEqual(expected);
  });

  it('refuses a guarded step when the dates are not given', () => {
    expect(nextStatus(reservationMachine, 'confirmed', 'complete', 'system')).toEqual({
      ok: false,
      error: 'not_yet_allowed',
    });
    expect(nextStatus(reservationMachine, 'confirmed', 'request_cancel', 'owner')).toEqual({
      ok: true,
      to: 'cancel_requested',
    });
  });
});

describe('government ID', () => {
  const allowed: Allowed<
    (typeof governmentIdMachine.statuses)[number],
    (typeof governmentIdMachine.actions)[number]
  > = [
    ['not_uploaded', 'upload', 'owner', 'under_review'],
    ['under_review', 'upload', 'owner', 'under_review'],
    ['under_review', 'verify', 'admin', 'verified'],
    ['under_review', 'reject', 'admin', 'rejected'],
    ['rejected', 'upload', 'owner', 'under_review'],
  ];
  it.each(everyCombination(governmentIdMachine, allowed))(
    '%s --%s (%s)--> %j',
    (from, action, role, expected) => {
      expect(nextStatus(governmentIdMachine, from, action, role)).toEqual(expected);
    },
  );
});

describe('account deletion', () => {
  const allowed: Allowed<
    (typeof accountDeletionMachine.statuses)[number],
    (typeof accountDeletionMachine.actions)[number]
  > = [
    ['active', 'request_deletion', 'owner', 'deletion_requested'],
    ['deletion_requested', 'complete_deletion', 'admin', 'deleted'],
    ['deletion_requested', 'complete_deletion', 'system', 'deleted'],
  ];
  it.each(everyCombination(accountDeletionMachine, allowed))(
    '%s --%s (%s)--> %j',
    (from, action, role, expected) => {
      expect(nextStatus(accountDeletionMachine, from, action, role)).toEqual(expected);
    },
  );
});

describe('every machine', () => {
  const machines = [
    listingMachine,
    inquiryMachine,
    reservationMachine,
    governmentIdMachine,
    accountDeletionMachine,
  ];
  it.each(machines.map((m) => [m.name, m] as const))(
    '%s only moves to its own statuses',
    (_, machine) => {
      const statuses: readonly string[] = machine.statuses;
      expect(Object.keys(machine.transitions).sort()).toEqual([...statuses].sort());
      for (const row of Object.values(machine.transitions)) {
        for (const [action, transition] of Object.entries(row as Record<string, { to: string }>)) {
          expect((machine.actions as readonly string[]).includes(action)).toBe(true);
          expect(statuses).toContain(transition.to);
        }
      }
    },
  );
});

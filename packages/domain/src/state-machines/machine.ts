import { compareDates, type LocalDate } from '../dates';

/** `owner` is the host (or the account holder), `system` a scheduled job. */
export type Role = 'owner' | 'guest' | 'admin' | 'system';

/** Date conditions a transition may carry; checked against "today" in the listing's time zone. */
type Guard = 'on_or_after_check_in' | 'on_or_after_check_out';
export type GuardContext = { today: LocalDate; check_in: LocalDate; check_out: LocalDate };

export type Transition<S extends string> = {
  readonly to: S;
  readonly by: readonly Role[];
  readonly guard?: Guard;
};

/** A transition table: `status → action → { to, by }`. Anything not in it is refused. */
export type Machine<S extends string, A extends string> = {
  readonly name: string;
  readonly statuses: readonly S[];
  readonly actions: readonly A[];
  readonly transitions: { readonly [K in S]: { readonly [X in A]?: Transition<S> } };
};

type TransitionError = 'transition_not_allowed' | 'not_yet_allowed';
type TransitionResult<S extends string> =
  { ok: true; to: S } | { ok: false; error: TransitionError };

function guardHolds(guard: Guard, context: GuardContext | undefined): boolean {
  // Without the dates a guarded step cannot be shown to be due, so it is refused.
  if (!context) return false;
  const date = guard === 'on_or_after_check_in' ? context.check_in : context.check_out;
  return compareDates(context.today, date) >= 0;
}

// Statuses and actions arrive from the database and the request as plain strings; own-property
// lookups keep names such as "constructor" from reaching Object.prototype.
function transitionOf<S extends string, A extends string>(
  machine: Machine<S, A>,
  from: string,
  action: string,
): Transition<S> | undefined {
  if (!Object.hasOwn(machine.transitions, from)) return undefined;
  const row: Partial<Record<string, Transition<S>>> = machine.transitions[from as S];
  return Object.hasOwn(row, action) ? row[action] : undefined;
}

export function nextStatus<S extends string, A extends string>(
  machine: Machine<S, A>,
  from: S,
  action: A,
  role: Role,
  context?: GuardContext,
): TransitionResult<S> {
  const transition = transitionOf(machine, from, action);
  if (!transition || !transition.by.includes(role))
    return { ok: false, error: 'transition_not_allowed' };
  if (transition.guard && !guardHolds(transition.guard, context))
    return { ok: false, error: 'not_yet_allowed' };
  return { ok: true, to: transition.to };
}

function canTransition<S extends string, A extends string>(
  machine: Machine<S, A>,
  from: S,
  action: A,
  role: Role,
  context?: GuardContext,
): boolean {
  return nextStatus(machine, from, action, role, context).ok;
}

/** The actions `role` may take now: the buttons the panel shows. */
export function allowedActions<S extends string, A extends string>(
  machine: Machine<S, A>,
  status: S,
  role: Role,
  context?: GuardContext,
): A[] {
  return machine.actions.filter((action) => canTransition(machine, status, action, role, context));
}

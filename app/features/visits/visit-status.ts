import { VISIT_STATUSES, type VisitStatus } from '../../db/schema/values.ts';

// A site-visit request's lifecycle, the one home of its rule: the back office moves a visit
// along it (admin/inbox) and the visitor reads where it stands on /order-tracking. Safe on
// client and server.

export const VISIT_STATES = VISIT_STATUSES;
export type VisitState = VisitStatus;

/** The visit flow: requested → confirmed → completed, and requested/confirmed → cancelled. */
export const VISIT_TRANSITIONS: Record<VisitState, readonly VisitState[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function mayMoveVisit(from: VisitState, to: VisitState): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** A visit that still needs someone (it can move on), in the order of the flow. */
export const OPEN_VISIT_STATES = VISIT_STATES.filter((state) => VISIT_TRANSITIONS[state].length);

/** A visit that is over (completed or cancelled): nothing moves it any more. */
export const CLOSED_VISIT_STATES = VISIT_STATES.filter(
  (state) => !OPEN_VISIT_STATES.includes(state),
);

export function isVisitState(value: unknown): value is VisitState {
  return VISIT_STATES.includes(value as VisitState);
}

import { expect, test } from 'vitest';
import {
  CLOSED_VISIT_STATES,
  isVisitState,
  mayMoveVisit,
  OPEN_VISIT_STATES,
  VISIT_STATES,
} from './visit-status.ts';

test('a visit moves requested → confirmed → completed, and is cancelled only while open', () => {
  expect(mayMoveVisit('requested', 'confirmed')).toBe(true);
  expect(mayMoveVisit('confirmed', 'completed')).toBe(true);
  expect(mayMoveVisit('requested', 'cancelled')).toBe(true);
  expect(mayMoveVisit('confirmed', 'cancelled')).toBe(true);
  expect(mayMoveVisit('requested', 'completed')).toBe(false);
  expect(mayMoveVisit('confirmed', 'requested')).toBe(false);
  for (const to of VISIT_STATES) {
    expect(mayMoveVisit('completed', to)).toBe(false);
    expect(mayMoveVisit('cancelled', to)).toBe(false);
  }
});

test('open visits are the ones that can still move; closed ones cannot', () => {
  expect(OPEN_VISIT_STATES).toEqual(['requested', 'confirmed']);
  expect(CLOSED_VISIT_STATES).toEqual(['completed', 'cancelled']);
  expect(isVisitState('confirmed')).toBe(true);
  expect(isVisitState('handled')).toBe(false);
});

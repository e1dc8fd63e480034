import { expect, test } from 'vitest';
import { easeInOut, nearestStop, snapStops, stepStop } from './snap-carousel.ts';

test('a row showing one slide stops at every slide', () => {
  expect(snapStops([0, 320, 640, 960], 960)).toEqual([0, 320, 640, 960]);
});

test('a row showing three of six slides has four stops: the last three share the end', () => {
  // Slides 400 px wide with a 16 px gap, in a 1232 px box: the row scrolls 1248 px at most.
  const lefts = [0, 416, 832, 1248, 1664, 2080];
  expect(snapStops(lefts, 1248)).toEqual([0, 416, 832, 1248]);
});

test('fractional widths round, and a row that does not scroll has one stop', () => {
  expect(snapStops([0, 333.33, 666.67], 333.4)).toEqual([0, 333]);
  expect(snapStops([0, 300], 0)).toEqual([0]);
  expect(snapStops([], 0)).toEqual([0]);
});

test('the stop in view is the one nearest the scroll position', () => {
  const stops = [0, 416, 832, 1248];
  expect(nearestStop(stops, 0)).toBe(0);
  expect(nearestStop(stops, 200)).toBe(0);
  expect(nearestStop(stops, 300)).toBe(1);
  expect(nearestStop(stops, 1300)).toBe(3);
});

test('a step loops past either end', () => {
  expect(stepStop(0, 1, 4)).toBe(1);
  expect(stepStop(3, 1, 4)).toBe(0);
  expect(stepStop(0, -1, 4)).toBe(3);
  expect(stepStop(2, -1, 4)).toBe(1);
  expect(stepStop(0, 1, 1)).toBe(0);
});

test('the move starts and ends at rest and is halfway at half time', () => {
  expect(easeInOut(0)).toBe(0);
  expect(easeInOut(0.5)).toBeCloseTo(0.5);
  expect(easeInOut(1)).toBe(1);
  expect(easeInOut(0.1)).toBeLessThan(0.1);
  expect(easeInOut(0.9)).toBeGreaterThan(0.9);
});

import { expect, test } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

test('the arrow keys move between the history years and wrap around', () => {
  expect(tabAfterKey('ArrowRight', 0, 5)).toBe(1);
  expect(tabAfterKey('ArrowRight', 4, 5)).toBe(0);
  expect(tabAfterKey('ArrowLeft', 0, 5)).toBe(4);
  expect(tabAfterKey('ArrowDown', 2, 5)).toBe(3);
  expect(tabAfterKey('ArrowUp', 2, 5)).toBe(1);
});

test('Home and End jump to the first and last year; other keys do nothing', () => {
  expect(tabAfterKey('Home', 3, 5)).toBe(0);
  expect(tabAfterKey('End', 1, 5)).toBe(4);
  expect(tabAfterKey('Enter', 1, 5)).toBeNull();
  expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
});

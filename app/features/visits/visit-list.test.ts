import { expect, test } from 'vitest';
import {
  addToList,
  mergeLists,
  parseVisitList,
  removeFromList,
  VISIT_LIST_MAX,
} from './visit-list.ts';

test('the cookie is read as distinct positive ids in the order they were added', () => {
  expect(parseVisitList('12,7,12, 30')).toEqual([12, 7, 30]);
  expect(parseVisitList(undefined)).toEqual([]);
  expect(parseVisitList('')).toEqual([]);
});

test('a hand-edited cookie keeps only plain ids', () => {
  expect(parseVisitList('1,abc,-4,0,012,1.5,1e3,99999999999,5')).toEqual([1, 5]);
});

test('the cookie holds at most twenty properties', () => {
  const many = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
  expect(parseVisitList(many)).toHaveLength(VISIT_LIST_MAX);
});

test('adding is idempotent and refused when the list is full; removing drops the id', () => {
  expect(addToList([1, 2], 3)).toEqual([1, 2, 3]);
  expect(addToList([1, 2], 2)).toEqual([1, 2]);
  const full = Array.from({ length: VISIT_LIST_MAX }, (_, i) => i + 1);
  expect(addToList(full, 99)).toBeNull();
  expect(addToList(full, 5)).toEqual(full);
  expect(removeFromList([1, 2, 3], 2)).toEqual([1, 3]);
});

test('merging keeps the stored list first, then the cookie’s new ids', () => {
  expect(mergeLists([4, 5], [5, 6])).toEqual([4, 5, 6]);
});

import { expect, test } from 'vitest';
import { formatImageRef, parseImageRef, resolveImageOrder } from './photo-order.ts';

test('an image ref is a kind and an id, and nothing else parses', () => {
  expect(parseImageRef('saved:12')).toEqual({ kind: 'saved', id: 12 });
  expect(parseImageRef(' draft:34 ')).toEqual({ kind: 'draft', id: 34 });
  expect(parseImageRef('new:0')).toEqual({ kind: 'new', id: 0 });
  for (const bad of [
    '',
    'saved',
    'saved:',
    'saved:-1',
    'saved:1.5',
    'other:1',
    'draft:1234567890',
    12,
    null,
  ]) {
    expect(parseImageRef(bad)).toBeNull();
  }
  expect(formatImageRef({ kind: 'draft', id: 7 })).toBe('draft:7');
});

test('new files take the places their refs give them, as the drafts they were saved as', () => {
  expect(
    resolveImageOrder({ refs: ['new:1', 'saved:5', 'new:0', 'draft:9'], newDraftIds: [101, 102] }),
  ).toEqual([
    { kind: 'draft', id: 102 },
    { kind: 'saved', id: 5 },
    { kind: 'draft', id: 101 },
    { kind: 'draft', id: 9 },
  ]);
});

test('new files no ref names (a post without JavaScript) follow the kept photos in the order sent', () => {
  expect(resolveImageOrder({ refs: ['draft:9'], newDraftIds: [101, 102] })).toEqual([
    { kind: 'draft', id: 9 },
    { kind: 'draft', id: 101 },
    { kind: 'draft', id: 102 },
  ]);
});

test('unknown, repeated and removed refs are dropped, and the chosen cover goes first', () => {
  expect(
    resolveImageOrder({
      refs: ['saved:1', 'junk', 'saved:1', 'new:7', 'new:0', 'new:0', 'draft:2', 'saved:3'],
      newDraftIds: [50],
      removed: ['draft:2', 'new:0'],
      cover: 'saved:3',
    }),
  ).toEqual([
    { kind: 'saved', id: 3 },
    { kind: 'saved', id: 1 },
    { kind: 'draft', id: 50 },
  ]);
});

test('a cover that is not kept changes nothing', () => {
  expect(
    resolveImageOrder({ refs: ['saved:1', 'saved:2'], newDraftIds: [], cover: 'saved:9' }),
  ).toEqual([
    { kind: 'saved', id: 1 },
    { kind: 'saved', id: 2 },
  ]);
});

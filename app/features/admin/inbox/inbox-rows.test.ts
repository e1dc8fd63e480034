import { expect, test } from 'vitest';
import { messagePreview, PREVIEW_READ } from './inbox-rows.ts';

test('a short message is its own preview, on one line', () => {
  expect(messagePreview('  Call me\r\n\tafter  six ')).toBe('Call me after six');
  expect(messagePreview('')).toBe('');
});

test('a long message is cut at a word with an ellipsis, at most 100 characters', () => {
  const words = 'lorem ipsum dolor sit amet '.repeat(10);
  const preview = messagePreview(words);
  expect(preview.length).toBeLessThanOrEqual(100);
  expect(preview).toMatch(/^lorem ipsum .*[a-z]…$/);
  expect(words.startsWith(preview.slice(0, -1))).toBe(true);
});

test('a word longer than the room is cut where it stands', () => {
  const preview = messagePreview(`See https://example.in/${'x'.repeat(200)}`);
  expect(preview).toHaveLength(100);
  expect(preview.endsWith('x…')).toBe(true);
});

test('text read as the start of a longer message ends with an ellipsis even when short', () => {
  const read = `Hello${' '.repeat(PREVIEW_READ)}`;
  expect(messagePreview(read)).toBe('Hello…');
});

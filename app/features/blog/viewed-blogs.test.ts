import { expect, test } from 'vitest';
import {
  addViewedBlog,
  parseViewedBlogs,
  serializeViewedBlogs,
  VIEWED_BLOGS_LIMIT,
} from './viewed-blogs.ts';

test('the cookie value lists the counted posts, oldest first', () => {
  expect(parseViewedBlogs('3.7.12')).toEqual([3, 7, 12]);
  expect(serializeViewedBlogs([3, 7, 12])).toBe('3.7.12');
  expect(parseViewedBlogs(serializeViewedBlogs([5]))).toEqual([5]);
});

test('a missing, empty or forged cookie counts nothing it cannot read', () => {
  expect(parseViewedBlogs(undefined)).toEqual([]);
  expect(parseViewedBlogs('')).toEqual([]);
  expect(parseViewedBlogs('abc')).toEqual([]);
  expect(parseViewedBlogs('4..x.-2.0.07.1e3.9.4')).toEqual([4, 9]);
  // Larger than a database integer: cannot be a post.
  expect(parseViewedBlogs('2147483648.2147483647')).toEqual([2147483647]);
  expect(parseViewedBlogs('1'.repeat(5000))).toEqual([]);
});

test('a post already in the cookie is not counted again', () => {
  expect(addViewedBlog([3, 7], 7)).toEqual({ ids: [3, 7], added: false });
  expect(addViewedBlog([3, 7], 9)).toEqual({ ids: [3, 7, 9], added: true });
  expect(addViewedBlog([], 1)).toEqual({ ids: [1], added: true });
});

test('the cookie keeps only the newest ids', () => {
  const full = Array.from({ length: VIEWED_BLOGS_LIMIT }, (_, i) => i + 1);
  const next = addViewedBlog(full, 500);
  expect(next.added).toBe(true);
  expect(next.ids).toHaveLength(VIEWED_BLOGS_LIMIT);
  expect(next.ids[0]).toBe(2);
  expect(next.ids.at(-1)).toBe(500);
  const long = Array.from({ length: 80 }, (_, i) => i + 1).join('.');
  expect(parseViewedBlogs(long)).toEqual(Array.from({ length: 50 }, (_, i) => i + 31));
});

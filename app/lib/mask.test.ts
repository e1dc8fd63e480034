import { expect, test } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

test('a phone keeps as many digits at each end as asked, the rest hidden', () => {
  expect(maskPhone('9876543210', 0, 4)).toBe('******3210');
  expect(maskPhone('9848012356', 2, 2)).toBe('98******56');
  expect(maskPhone('+91 98480 12345', 0, 2)).toBe('**********45');
});

test('a number too short to keep digits from is hidden whole', () => {
  expect(maskPhone('1234', 0, 4)).toBe('****');
  expect(maskPhone('12345', 2, 2)).toBe('*****');
  expect(maskPhone('', 0, 2)).toBe('');
});

test('an address keeps its domain and the first letters of its name', () => {
  expect(maskEmail('ravi.kumar@gmail.com')).toBe('ra***@gmail.com');
  expect(maskEmail('ravi@example.com', 1)).toBe('r***@example.com');
  expect(maskEmail('ab@x.in')).toBe('a***@x.in');
  expect(maskEmail('nobody')).toBe('***');
});

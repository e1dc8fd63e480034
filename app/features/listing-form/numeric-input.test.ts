import { expect, test } from 'vitest';
import { keepDecimal, keepDigits, parseDecimal } from './numeric-input.ts';

test('a numeric input keeps digits and one dot as typed', () => {
  expect(keepDecimal('45.5')).toBe('45.5');
  expect(keepDecimal('4.5.5')).toBe('4.55');
  expect(keepDecimal('₹ 45,00,000')).toBe('4500000');
  expect(keepDecimal('-1')).toBe('1');
  expect(keepDecimal('1e9')).toBe('19');
  expect(keepDecimal('abc')).toBe('');
  expect(keepDecimal('45.')).toBe('45.');
  expect(keepDecimal('.5')).toBe('.5');
});

test('a numeric input keeps at most 20 characters', () => {
  expect(keepDecimal('1'.repeat(30))).toHaveLength(20);
});

test('a digits-only input drops everything else and stops at its length', () => {
  expect(keepDigits('522 002')).toBe('522002');
  expect(keepDigits('5220021', 6)).toBe('522002');
  expect(keepDigits('P-06', 6)).toBe('06');
});

test('the server reads digits with at most one dot', () => {
  expect(parseDecimal('45.5')).toBe(45.5);
  expect(parseDecimal('45')).toBe(45);
  expect(parseDecimal('45.')).toBe(45);
  expect(parseDecimal('.5')).toBe(0.5);
  expect(parseDecimal('0')).toBe(0);
  expect(parseDecimal('45,00,000')).toBe(4_500_000);
});

test('the server refuses what is not a plain number', () => {
  for (const text of [
    '4.5.5',
    '-1',
    'abc',
    '1e9',
    '',
    '.',
    '0x10',
    'Infinity',
    '45 L',
    '+5',
    '1'.repeat(21),
  ]) {
    expect(parseDecimal(text), text).toBeNull();
  }
});

test('digits typed in Telugu or Devanagari are read as digits', () => {
  expect(keepDecimal('౪౫.౫')).toBe('45.5');
  expect(keepDecimal('१.२५')).toBe('1.25');
  expect(keepDigits('౫౨౨ ౦౦౨', 6)).toBe('522002');
  expect(keepDigits('२०१९', 4)).toBe('2019');
  expect(parseDecimal('౪౫,౦౦,౦౦౦')).toBe(4_500_000);
  expect(parseDecimal('४५.५')).toBe(45.5);
});

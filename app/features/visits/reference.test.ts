import { expect, test } from 'vitest';
import { generateReference, normaliseReference, REFERENCE_ALPHABET } from './reference.ts';

test('a reference is NV- and six characters without look-alikes', () => {
  for (let i = 0; i < 200; i++) {
    expect(generateReference()).toMatch(/^NV-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
  }
  expect(REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
});

test('each character comes from the random source', () => {
  let n = 0;
  expect(generateReference(() => n++ % 32)).toBe('NV-ABCDEF');
  expect(generateReference((max) => max - 1)).toBe('NV-999999');
});

test('a typed reference is read in its stored form, or refused', () => {
  expect(normaliseReference('NV-7K3Q9P')).toBe('NV-7K3Q9P');
  expect(normaliseReference(' nv-7k3q9p ')).toBe('NV-7K3Q9P');
  expect(normaliseReference('NV 7K3Q9P')).toBe('NV-7K3Q9P');
  expect(normaliseReference('7k3q9p')).toBe('NV-7K3Q9P');
  expect(normaliseReference('NV-7K3Q9')).toBeNull();
  expect(normaliseReference('NV-7K3Q0P')).toBeNull();
  expect(normaliseReference("NV-7K3Q9P' OR 1=1")).toBeNull();
  expect(normaliseReference('')).toBeNull();
});

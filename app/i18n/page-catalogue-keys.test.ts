import { expect, test } from 'vitest';
import { keysUsedBy } from './page-catalogue-keys.ts';

const KEYS = [
  'nav.home',
  'nav.shop',
  'search.found',
  'search.found.one',
  'propertyType.flat',
  'propertyType.villa',
  'bhk.1',
  'bhk.2',
  'footer.copyright',
];

test('a key a chunk spells, with its plural forms', () => {
  const code = 'const a={label:"nav.home"},b=t(`search.found`,{count:n});';
  expect(keysUsedBy(code, KEYS)).toEqual(['nav.home', 'search.found', 'search.found.one']);
});

test('every key under a prefix written into a template or a concatenation', () => {
  expect(keysUsedBy('t(`propertyType.${e.type}`)', KEYS)).toEqual([
    'propertyType.flat',
    'propertyType.villa',
  ]);
  expect(keysUsedBy("t('bhk.'+e.bhk)", KEYS)).toEqual(['bhk.1', 'bhk.2']);
});

test('a key inside other text, or a prefix of one, is not a use', () => {
  expect(keysUsedBy('const s="see nav.home later",p="nav";', KEYS)).toEqual([]);
});

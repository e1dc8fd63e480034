import { expect, test } from 'vitest';
import { textLang } from './text-lang.ts';

test('a text is marked with the language of its letters when the page is in another', () => {
  expect(textLang('2BHK flat near Brodipet', 'te')).toBe('en');
  expect(textLang('2BHK flat near Brodipet', 'hi')).toBe('en');
  expect(textLang('బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్', 'en')).toBe('te');
  expect(textLang('బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్', 'hi')).toBe('te');
  expect(textLang('ब्रोडीपेट के पास 2BHK फ्लैट', 'en')).toBe('hi');
  expect(textLang('ब्रोडीपेट के पास 2BHK फ्लैट', 'te')).toBe('hi');
});

test('a text in the page’s own language is not marked', () => {
  expect(textLang('2BHK flat near Brodipet', 'en')).toBeUndefined();
  expect(textLang('బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్', 'te')).toBeUndefined();
  expect(textLang('ब्रोडीपेट के पास फ्लैट', 'hi')).toBeUndefined();
});

test('Telugu or Devanagari letters beside Latin ones decide: Indic words in an English frame', () => {
  expect(textLang('Villa – విల్లా', 'en')).toBe('te');
  expect(textLang('Flat / फ्लैट', 'en')).toBe('hi');
  // Both Indic scripts: Telugu first.
  expect(textLang('విల్లా विला', 'hi')).toBe('te');
});

test('a text without letters is not marked: digits (any script), signs, spaces, nothing', () => {
  for (const page of ['en', 'te', 'hi'] as const) {
    expect(textLang('', page)).toBeUndefined();
    expect(textLang('  ', page)).toBeUndefined();
    expect(textLang('₹ 45,00,000 – 1200/-', page)).toBeUndefined();
    expect(textLang('౪౫ ४५', page)).toBeUndefined();
    expect(textLang('।', page)).toBeUndefined();
  }
});

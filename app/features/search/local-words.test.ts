import { expect, test } from 'vitest';
import { inEnglish } from './local-words.ts';

const places = new Map([
  ['విజయవాడ', 'Vijayawada'],
  ['विजयवाड़ा'.normalize('NFC'), 'Vijayawada'],
  ['గుంటూరు', 'Guntur'],
  ['बेंज़ सर्कल'.normalize('NFC'), 'Benz Circle'],
  ['బెంజ్ సర్కిల్', 'Benz Circle'],
  ['అరండల్పేట', 'Arundelpet'],
]);

test('a text in Latin letters is searched as typed', () => {
  expect(inEnglish('"2 BHK" flat -rent', places)).toEqual({
    text: '"2 BHK" flat -rent',
    places: [],
  });
});

test('places typed in Telugu or Devanagari are read as those places', () => {
  expect(inEnglish('విజయవాడ', places)).toEqual({ text: '', places: ['Vijayawada'] });
  expect(inEnglish('बेंज़ सर्कल', places)).toEqual({ text: '', places: ['Benz Circle'] });
  // With Telugu's 'in' joined to the name, and a zero-width joiner typed inside it.
  expect(inEnglish('గుంటూరులో', places).places).toEqual(['Guntur']);
  expect(inEnglish('అరండల్\u200cపేట', places).places).toEqual(['Arundelpet']);
});

test('property words become the English words, small words go', () => {
  expect(inEnglish('విజయవాడలో 2 BHK ఫ్లాట్', places)).toEqual({
    text: '2 bhk flat',
    places: ['Vijayawada'],
  });
  expect(inEnglish('विजयवाड़ा में किराये का मकान', places)).toEqual({
    text: 'rent house',
    places: ['Vijayawada'],
  });
  expect(inEnglish('అపార్ట్\u200cమెంట్ अपार्टमेंट प्लॉट ప్లాట్', places).text).toBe(
    'apartment apartment plot plot',
  );
  // A word the table does not know stays, to be searched as typed.
  expect(inEnglish('సముద్రం విల్లా', places).text).toBe('సముద్రం villa');
});

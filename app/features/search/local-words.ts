import { comparable, wordSpans } from '../places/place-words.ts';

// The search box in Telugu and Hindi: before the search runs, a place typed in either script
// is read as that place (its English name, for the place tables) and the words people use for
// property become the English words, so 'విజయవాడ ఫ్లాట్' and 'विजयवाड़ा फ्लैट' find the flats in
// Vijayawada (decision 006): the place tables and the English text index answer, nothing new
// scans the listings. A place typed in Telugu names the place only: the listings' text is
// English, so it is not also looked for there (as 'Vijayawada' typed in English is).

/**
 * Telugu and Hindi words for property, and the English word each searches as; '' for the small
 * words a phrase is joined with ('విజయవాడలో' is read as the place below; 'में', 'और' as nothing).
 */
const WORDS: Record<string, string> = {
  // Telugu
  ఫ్లాట్: 'flat',
  ఫ్లాట్లు: 'flat',
  ఫ్లాట్స్: 'flat',
  అపార్ట్‌మెంట్: 'apartment',
  అపార్ట్‌మెంట్లు: 'apartment',
  అపార్ట్‌మెంట్స్: 'apartment',
  విల్లా: 'villa',
  విల్లాలు: 'villa',
  ప్లాట్: 'plot',
  ప్లాట్లు: 'plot',
  ప్లాట్స్: 'plot',
  స్థలం: 'plot',
  స్థలాలు: 'plot',
  ఇల్లు: 'house',
  ఇళ్లు: 'house',
  ఇండ్లు: 'house',
  హౌస్: 'house',
  ఇండిపెండెంట్: 'independent',
  భూమి: 'land',
  పొలం: 'land',
  వ్యవసాయ: 'agricultural',
  అద్దె: 'rent',
  అద్దెకు: 'rent',
  అమ్మకం: 'sale',
  అమ్మకానికి: 'sale',
  కొత్త: 'new',
  లో: '',
  దగ్గర: '',
  వద్ద: '',
  మరియు: '',
  // Hindi
  फ्लैट: 'flat',
  फ़्लैट: 'flat',
  फ्लैट्स: 'flat',
  अपार्टमेंट: 'apartment',
  अपार्टमेंट्स: 'apartment',
  विला: 'villa',
  प्लॉट: 'plot',
  प्लाट: 'plot',
  प्लॉट्स: 'plot',
  मकान: 'house',
  घर: 'house',
  हाउस: 'house',
  स्वतंत्र: 'independent',
  इंडिपेंडेंट: 'independent',
  भूमि: 'land',
  ज़मीन: 'land',
  जमीन: 'land',
  कृषि: 'agricultural',
  खेती: 'agricultural',
  किराया: 'rent',
  किराये: 'rent',
  किराए: 'rent',
  बिक्री: 'sale',
  नया: 'new',
  नई: 'new',
  में: '',
  का: '',
  की: '',
  के: '',
  पास: '',
  और: '',
};

/** The same table with its words written as the search compares them. */
const ENGLISH_WORD = new Map(
  Object.entries(WORDS).map(([word, english]) => [comparable(word), english]),
);

/** What Telugu joins to the end of a place's name: in, to, from, near ('గుంటూరులో'). */
const TELUGU_ENDINGS = ['లోని', 'లో', 'కి', 'కు', 'నుండి', 'నుంచి', 'వద్ద', 'దగ్గర'];

/** The longest place name, in words, that is looked for. */
const MAX_NAME_WORDS = 4;

const ONLY_LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u;

/**
 * The search text read in English: `places`, the English names of the places it names in Telugu
 * or Hindi (`placeNames`: `getLocalPlaceNames()`), and `text`, the rest, each word of the table
 * above as its English word and other words as typed. A text in Latin letters is all `text`.
 */
export function inEnglish(
  q: string,
  placeNames: ReadonlyMap<string, string>,
): { text: string; places: string[] } {
  if (ONLY_LATIN.test(q)) return { text: q, places: [] };
  const text = comparable(q);
  const spans = wordSpans(text);
  const replaced: { start: number; end: number; english: string }[] = [];
  const places: string[] = [];
  for (let i = 0; i < spans.length;) {
    const place = placeAt(spans, i, placeNames);
    if (place) places.push(place.english);
    const found = place ? { ...place, english: '' } : wordAt(spans, i);
    if (found) {
      replaced.push({ start: spans[i]!.start, end: spans[i + found.words - 1]!.end, ...found });
      i += found.words;
    } else {
      i += 1;
    }
  }
  let out = text;
  for (const { start, end, english } of replaced.reverse()) {
    out = `${out.slice(0, start)}${english}${out.slice(end)}`;
  }
  return { text: out.replace(/\s+/g, ' ').trim(), places };
}

/** The place whose name starts at word `i`: the longest name first, a Telugu ending allowed. */
function placeAt(
  spans: ReturnType<typeof wordSpans>,
  i: number,
  placeNames: ReadonlyMap<string, string>,
): { words: number; english: string } | null {
  for (let words = Math.min(MAX_NAME_WORDS, spans.length - i); words >= 1; words--) {
    const phrase = spans
      .slice(i, i + words)
      .map((s) => s.word)
      .join(' ');
    const english =
      placeNames.get(phrase) ??
      TELUGU_ENDINGS.filter((ending) => phrase.endsWith(ending))
        .map((ending) => placeNames.get(phrase.slice(0, -ending.length)))
        .find(Boolean);
    if (english) return { words, english };
  }
  return null;
}

function wordAt(spans: ReturnType<typeof wordSpans>, i: number) {
  const english = ENGLISH_WORD.get(spans[i]!.word);
  return english === undefined ? null : { words: 1, english };
}

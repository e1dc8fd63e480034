import type { savedSearches as english } from '../en/saved-searches.ts';

// Telugu: saved searches (en/saved-searches.ts).
export const savedSearches: Record<keyof typeof english, string> = {
  'savedSearches.metaTitle': 'సేవ్ చేసిన శోధనలు – నా ఖాతా',
  'savedSearches.heading': 'సేవ్ చేసిన శోధనలు',
  'savedSearches.count': '{count} సేవ్ చేసిన శోధనలు',
  'savedSearches.count.one': '{count} సేవ్ చేసిన శోధన',
  'savedSearches.empty':
    'ఇంకా సేవ్ చేసిన శోధనలు లేవు. ప్రాపర్టీల కోసం వెతికి, ఫలితాల పైన ఉన్న “ఈ శోధనను సేవ్ చేయండి” ఎంచుకోండి.',
  'savedSearches.savedOn': '{date}న సేవ్ చేశారు',
  'savedSearches.confirmText': 'ఈ సేవ్ చేసిన శోధన తొలగించబడుతుంది:',
  'savedSearches.save': 'ఈ శోధనను సేవ్ చేయండి',
  'savedSearches.isSaved': 'శోధన సేవ్ అయింది',
  'savedSearches.see': 'సేవ్ చేసిన శోధనలు చూడండి',
  'savedSearches.savedTitle': 'శోధన సేవ్ అయింది',
  'savedSearches.savedText': 'దీన్ని నా ఖాతాలో, సేవ్ చేసిన శోధనలు కింద చూడవచ్చు.',
  'savedSearches.limitTitle': 'శోధన సేవ్ కాలేదు',
  'savedSearches.limitText':
    'ఒక ఖాతా ఉంచుకోగలిగినన్ని శోధనలు మీరు ఇప్పటికే సేవ్ చేశారు. నా ఖాతాలో ఒకదాన్ని తొలగించి, ఆపై దీన్ని సేవ్ చేయండి.',
  'savedSearches.deletedTitle': 'విజయవంతం!',
  'savedSearches.deletedText': 'సేవ్ చేసిన శోధన తొలగించబడింది.',
};

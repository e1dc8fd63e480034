import type { savedSearches as english } from '../en/saved-searches.ts';

// Hindi: saved searches (en/saved-searches.ts).
export const savedSearches: Record<keyof typeof english, string> = {
  'savedSearches.metaTitle': 'सेव की गई खोजें – मेरा खाता',
  'savedSearches.heading': 'सेव की गई खोजें',
  'savedSearches.count': '{count} सेव की गई खोजें',
  'savedSearches.count.one': '{count} सेव की गई खोज',
  'savedSearches.empty':
    'अभी कोई सेव की गई खोज नहीं है। प्रॉपर्टी खोजें, फिर नतीजों के ऊपर “यह खोज सेव करें” चुनें।',
  'savedSearches.savedOn': '{date} को सेव की गई',
  'savedSearches.confirmText': 'यह सेव की गई खोज हटा दी जाएगी:',
  'savedSearches.save': 'यह खोज सेव करें',
  'savedSearches.isSaved': 'खोज सेव हो गई',
  'savedSearches.see': 'सेव की गई खोजें देखें',
  'savedSearches.savedTitle': 'खोज सेव हो गई',
  'savedSearches.savedText': 'यह आपको मेरा खाता में, सेव की गई खोजें के नीचे मिलेगी।',
  'savedSearches.limitTitle': 'खोज सेव नहीं हुई',
  'savedSearches.limitText':
    'एक खाते में जितनी खोजें रखी जा सकती हैं, आप उतनी सेव कर चुके हैं। मेरा खाता में एक हटाएँ, फिर यह खोज सेव करें।',
  'savedSearches.deletedTitle': 'सफल!',
  'savedSearches.deletedText': 'सेव की गई खोज हटा दी गई है।',
};

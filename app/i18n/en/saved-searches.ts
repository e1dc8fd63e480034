// Saved searches (issue 28): the results page's button and My Account's list.
export const savedSearches = {
  'savedSearches.metaTitle': 'Saved searches – My Account',
  'savedSearches.heading': 'Saved searches',
  'savedSearches.count': '{count} saved searches',
  'savedSearches.count.one': '{count} saved search',
  'savedSearches.empty':
    'No saved searches yet. Search for properties, then choose “Save this search” above the results.',
  'savedSearches.savedOn': 'Saved on {date}',
  'savedSearches.confirmText': 'This saved search will be deleted:',
  'savedSearches.save': 'Save this search',
  'savedSearches.isSaved': 'Search saved',
  'savedSearches.see': 'See saved searches',
  'savedSearches.savedTitle': 'Search saved',
  'savedSearches.savedText': 'You will find it in My Account, under Saved searches.',
  'savedSearches.limitTitle': 'Search not saved',
  'savedSearches.limitText':
    'You have saved as many searches as an account can keep. Delete one in My Account, then save this one.',
  'savedSearches.deletedTitle': 'Success!',
  'savedSearches.deletedText': 'The saved search has been deleted.',
};

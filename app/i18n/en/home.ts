// The home page.
export const home = {
  'home.metaTitle': '{agency}: homes, plots and rentals in Guntur, Amaravati and Vijayawada',
  'home.metaDescription': 'Search flats, villas, independent houses, CRDA plots and farm land for sale or rent in Guntur, Amaravati and Vijayawada.',
  'home.heroTitle': 'Find your place in the capital region',
  'home.heroText': 'Flats, villas, plots and rentals across Guntur, Amaravati and Vijayawada.',
  'home.latestListings': 'Latest Listings',
  'home.noListings': 'No properties are listed yet.',
} as const;

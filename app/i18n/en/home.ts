// The home page.
export const home = {
  'home.metaTitle': '{agency}: homes, plots and rentals in Guntur, Amaravati and Vijayawada',
  'home.metaDescription':
    'Search flats, villas, independent houses, CRDA plots and farm land for sale or rent in Guntur, Amaravati and Vijayawada.',
  'home.heroTitle': 'Find your place in the capital region',
  'home.heroText': 'Flats, villas, plots and rentals across Guntur, Amaravati and Vijayawada.',
  'home.latestListings': 'Latest Listings',
  'home.latestListingsText': 'The newest homes, plots and rentals from owners and our agents.',
  'home.noListings': 'No properties are listed yet.',
  'home.viewAll': 'View all properties',

  'homeSearch.label': 'Search properties',
  'homeSearch.tabs': 'What are you looking for?',
  'homeSearch.tab.sell': 'Buy',
  'homeSearch.tab.rent': 'Rent',
  'homeSearch.tab.plots': 'CRDA/Plots',
  'homeSearch.propertyType': 'Property Type',
  'homeSearch.city': 'City',
  'homeSearch.anyCity': 'All cities',
  'homeSearch.subLocation': 'Sub Location',
  'homeSearch.anySubLocation': 'All areas',
  'homeSearch.submit': 'Search',

  'features.heading': 'Core Features',
  'features.text': 'What you get when you look for a home with us.',
  'features.smartLiving': 'Smart living',
  'features.smartLivingText':
    'Gated communities, power backup and 24×7 water, checked before we list.',
  'features.eco': 'Eco Construction',
  'features.ecoText': 'Rainwater harvesting, solar-ready roofs and cross-ventilated plans.',
  'features.location': 'Prime Location',
  'features.locationText': 'Close to the capital, the highways and the schools that matter.',
  'features.tech': 'Modern Technology',
  'features.techText': 'Honest search, real photos and a map for every listing.',

  'carousel.label': 'Latest listings',
  'carousel.slide': '{index} of {count}',
  'carousel.previous': 'Previous listings',
  'carousel.next': 'Next listings',
  'carousel.pause': 'Pause automatic scrolling',
  'carousel.play': 'Resume automatic scrolling',

  'video.heading': 'See the region before you visit',
  'video.text':
    'From the Krishna riverfront to the new capital’s roads: take a look at where you could live next.',
  'video.play': 'Play the video',
  'video.cta': 'Browse properties',
  'video.call': 'Call us: {phone}',
} as const;

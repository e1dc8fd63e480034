// About, services, FAQ, history and coming-soon pages. Their copy (the About block, services,
// questions, the timeline, testimonials) comes from the database; these are the frames.
export const agencyPages = {
  'about.metaTitle': 'About Us',
  'about.metaDescription':
    'Who we are: a local property team in Guntur, Amaravati and Vijayawada since 2009. What we do for buyers, tenants and sellers, and what our clients say.',
  'about.heading': 'About Us',
  'about.emphasisHeading': 'Our Primary Emphasis',
  'about.testimonialsHeading': 'What our clients say',
  'about.testimonialsLabel': 'Testimonials',
  'about.ctaHeading': 'Looking for the right property?',
  'about.ctaText':
    'Tell us what you need and a consultant from your nearest office will call you back.',
  'about.ctaLink': 'Contact Us',

  'testimonials.previous': 'Previous testimonial',
  'testimonials.next': 'Next testimonial',
  'testimonials.pause': 'Pause testimonials',
  'testimonials.play': 'Play testimonials',
  'testimonials.slide': '{index} of {count}',

  'services.metaTitle': 'Our services',
  'services.metaDescription':
    'What we do: property management, mortgage help, consulting, home buying, home selling and escrow services in Guntur, Amaravati and Vijayawada.',
  'services.heading': 'Services',
  'services.whatWeDo': 'What We Do',
  'services.intro': 'Six services, one local team: choose one to read how it works.',
  'services.readMore': 'Read more',
  'services.empty': 'Our services will be listed here soon.',

  'serviceDetails.metaTitle': 'Service details',
  'serviceDetails.metaDescription':
    'How our services work in detail: property management, mortgage help, consulting, buying, selling and escrow for property in Guntur, Amaravati and Vijayawada.',
  'serviceDetails.heading': 'Service details',
  'serviceDetails.contents': 'Our services',
  'serviceDetails.searchHeading': 'Find a property',
  'serviceDetails.searchText': 'Search flats, houses and plots by place, type or keyword.',
  'serviceDetails.searchLabel': 'Search properties',
  'serviceDetails.searchPlaceholder': 'e.g. 2BHK Brodipet',
  'serviceDetails.searchButton': 'Search',
  'serviceDetails.bannerHeading': 'Ready to find your property?',
  'serviceDetails.bannerText':
    'Browse verified homes and plots for sale and rent across Guntur, Amaravati and Vijayawada.',
  'serviceDetails.bannerLink': 'Browse properties',

  'faq.metaTitle': 'FAQ',
  'faq.metaDescription':
    'Answers to common questions: listing a property, fees, how we verify listings, documents to check, home loans, site visits and buying as an NRI.',
  'faq.heading': 'FAQ',
  'faq.questionsHeading': 'Frequently asked questions',
  'faq.empty': 'Questions and answers will appear here soon.',
  'faq.supportHeading': 'Still have questions?',
  'faq.supportText': 'Call our support team, Monday to Saturday:',
  'faq.countersHeading': 'The agency in numbers',
  'faq.counter.listings': 'Properties listed',
  'faq.counter.cities': 'Cities served',
  'faq.counter.agents': 'Agents',
  'faq.counter.years': 'Years in the region',

  'history.metaTitle': 'Our history',
  'history.metaDescription':
    'Our story from a two-desk office in Brodipet, Guntur to four offices across Guntur, Vijayawada and Mangalagiri, and why families choose us.',
  'history.heading': 'History',
  'history.timelineHeading': 'Our journey',
  'history.tabsLabel': 'Our history by year',
  'history.empty': 'Our story will be told here soon.',
  'history.whyChooseUs': 'Why Choose Us',
  'history.ctaHeading': 'Talk to us in person',
  'history.ctaText':
    'Visit one of our offices or meet a consultant at the property: book a time that suits you.',
  'history.ctaLink': 'Book an appointment',

  'comingSoon.metaTitle': 'Coming soon',
  'comingSoon.metaDescription':
    'Something new is on its way. Leave your email and we will let you know when it is ready.',
  'comingSoon.heading': 'Coming soon',
  'comingSoon.text':
    'We are working on something new for property seekers in Guntur, Amaravati and Vijayawada. Leave your email and we will tell you when it is ready.',
  'comingSoon.email': 'Email',
  'comingSoon.notify': 'Notify me',
  'comingSoon.back': 'Back to home',
} as const;

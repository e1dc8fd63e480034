import type { blogPages as english } from '../en/blog-pages.ts';

// Telugu: blog and city pages (en/blog-pages.ts).
export const blogPages: Record<keyof typeof english, string> = {
  'blog.metaTitle': 'బ్లాగ్',
  'blog.metaTitlePage': 'బ్లాగ్, పేజీ {page}',
  'blog.metaDescription':
    'గుంటూరు, అమరావతి, విజయవాడల్లో ప్రాపర్టీ కొనడం, అద్దెకు తీసుకోవడం, అమ్మడంపై {agency} గైడ్‌లు: పత్రాలు, అనుమతులు, ధరలు, ప్రాంతాలు.',
  'blog.heading': 'బ్లాగ్',
  'blog.empty': 'ఇంకా బ్లాగ్ పోస్టులు లేవు. దయచేసి త్వరలో మళ్లీ చూడండి.',
  // Spec §2: the card shows 'by: author'.
  'blog.by': 'రచయిత:',
  'blog.readMore': 'ఇంకా చదవండి',
  'blog.readMoreAbout': '{title} గురించి',
  'blog.pagination.label': 'బ్లాగ్ పేజీలు',
  'blog.pagination.previous': 'మునుపటి',
  'blog.pagination.next': 'తదుపరి',
  'blog.pagination.page': 'పేజీ {page}',
  'blog.pagination.more': 'మరిన్ని పేజీలు',
  'blog.details.metaTitle': '{title}',
  'blog.details.metaDescription': '{description}',
  'blog.views': '{count} వీక్షణలు',
  'blog.views.one': '{count} వీక్షణ',
  'blog.sidebarLabel': 'ఈ పోస్ట్ గురించి',
  'blog.writtenBy': 'రాసినవారు',
  'blog.authorRole': '{agency} లో ప్రాపర్టీ సలహాదారు',
  'blog.messageHeading': 'సందేశం పంపండి',
  'blog.messageIntro':
    'ఈ వ్యాసం లేదా ఏదైనా ప్రాపర్టీ గురించి ప్రశ్న ఉందా? {author} కి, మా బృందానికి రాయండి; ఈమెయిల్ ద్వారా జవాబిస్తాం.',
  'blog.related': 'ఇటీవలి పోస్టులు',

  'cityPage.metaTitle': '{title}',
  'cityPage.metaDescription': '{description}',
  'cityPage.listingsHeading': '{city} లో తాజా ప్రాపర్టీలు',
  'cityPage.viewAll': '{city} లోని అన్ని ప్రాపర్టీలు చూడండి',
  'cityPage.noListings': 'ప్రాపర్టీల సమాచారం అందుబాటులో లేదు.',
  'cityPage.faqHeading': 'తరచుగా అడిగే ప్రశ్నలు',
  'cityPage.sidebarLabel': 'సేవలు, ప్రాంతాలు, సంప్రదింపు వివరాలు',
  'cityPage.servicesHeading': 'మా సేవలు',
  'cityPage.locationsHeading': 'ప్రాంతాలు',
  'cityPage.contactHeading': 'సంప్రదింపు వివరాలు',
  'cityPage.phone': 'ఫోన్',
  'cityPage.email': 'ఈమెయిల్',
  'cityPage.address': 'చిరునామా',
  'cityPage.ctaHeading': '{city} లో ప్రాపర్టీ కోసం వెతుకుతున్నారా?',
  'cityPage.ctaText':
    'మీకు ఏం కావాలో చెప్పండి: మా స్థానిక బృందం ప్రాపర్టీలను షార్ట్‌లిస్ట్ చేసి, పత్రాలను తనిఖీ చేసి, సైట్ విజిట్‌లు ఏర్పాటు చేస్తుంది.',
  'cityPage.ctaLink': 'మమ్మల్ని సంప్రదించండి',
};

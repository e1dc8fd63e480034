import type { agencyPages as english } from '../en/agency-pages.ts';

// Telugu: the about, services, FAQ, history and coming-soon pages (en/agency-pages.ts).
export const agencyPages: Record<keyof typeof english, string> = {
  'about.metaTitle': 'మా గురించి',
  'about.metaDescription':
    'మేము ఎవరు: 2009 నుండి గుంటూరు, అమరావతి, విజయవాడలో పనిచేస్తున్న స్థానిక ప్రాపర్టీ బృందం. కొనుగోలుదారులు, అద్దెదారులు, అమ్మకందారుల కోసం మేము ఏమి చేస్తాము, మా క్లయింట్లు ఏమంటున్నారు.',
  'about.heading': 'మా గురించి',
  'about.emphasisHeading': 'మా ప్రధాన లక్ష్యం',
  'about.testimonialsHeading': 'మా క్లయింట్లు ఏమంటున్నారు',
  'about.testimonialsLabel': 'క్లయింట్ల అభిప్రాయాలు',
  'about.ctaHeading': 'సరైన ప్రాపర్టీ కోసం వెతుకుతున్నారా?',
  'about.ctaText': 'మీకు ఏమి కావాలో చెప్పండి, మీకు దగ్గరలోని మా ఆఫీసు నుండి ఒక కన్సల్టెంట్ మీకు తిరిగి కాల్ చేస్తారు.',
  'about.ctaLink': 'మమ్మల్ని సంప్రదించండి',

  'testimonials.previous': 'మునుపటి అభిప్రాయం',
  'testimonials.next': 'తర్వాతి అభిప్రాయం',
  'testimonials.pause': 'అభిప్రాయాల స్లైడ్‌షో ఆపండి',
  'testimonials.play': 'అభిప్రాయాల స్లైడ్‌షో ప్లే చేయండి',
  'testimonials.slide': '{index} / {count}',

  'services.metaTitle': 'మా సేవలు',
  'services.metaDescription':
    'మేము చేసేవి: గుంటూరు, అమరావతి, విజయవాడలో ప్రాపర్టీ మేనేజ్‌మెంట్, హోమ్ లోన్ సహాయం, కన్సల్టింగ్, ఇల్లు కొనడం, ఇల్లు అమ్మడం, ఎస్క్రో సేవలు.',
  'services.heading': 'సేవలు',
  'services.whatWeDo': 'మేము ఏమి చేస్తాము',
  'services.intro': 'ఆరు సేవలు, ఒకే స్థానిక బృందం: ఏదైనా ఒకటి ఎంచుకుని అది ఎలా పనిచేస్తుందో చదవండి.',
  'services.readMore': 'ఇంకా చదవండి',
  'services.empty': 'మా సేవల వివరాలు త్వరలో ఇక్కడ ఉంటాయి.',

  'serviceDetails.metaTitle': 'సేవల వివరాలు',
  'serviceDetails.metaDescription':
    'మా సేవలు వివరంగా ఎలా పనిచేస్తాయి: గుంటూరు, అమరావతి, విజయవాడలో ప్రాపర్టీ మేనేజ్‌మెంట్, హోమ్ లోన్ సహాయం, కన్సల్టింగ్, కొనుగోలు, అమ్మకం, ఎస్క్రో.',
  'serviceDetails.heading': 'సేవల వివరాలు',
  'serviceDetails.contents': 'మా సేవలు',
  'serviceDetails.searchHeading': 'ప్రాపర్టీ వెతకండి',
  'serviceDetails.searchText': 'ప్రాంతం, రకం లేదా కీవర్డ్‌తో ఫ్లాట్‌లు, ఇళ్లు, ప్లాట్‌లు వెతకండి.',
  'serviceDetails.searchLabel': 'ప్రాపర్టీలు వెతకండి',
  'serviceDetails.searchPlaceholder': 'ఉదా. 2BHK బ్రాడీపేట',
  'serviceDetails.searchButton': 'వెతకండి',
  'serviceDetails.bannerHeading': 'మీ ప్రాపర్టీని వెతకడానికి సిద్ధమా?',
  'serviceDetails.bannerText':
    'గుంటూరు, అమరావతి, విజయవాడలో అమ్మకానికి, అద్దెకు ఉన్న ధృవీకరించిన ఇళ్లు, ప్లాట్‌లను చూడండి.',
  'serviceDetails.bannerLink': 'ప్రాపర్టీలు చూడండి',

  'faq.metaTitle': 'తరచూ అడిగే ప్రశ్నలు',
  'faq.metaDescription':
    'సాధారణ ప్రశ్నలకు సమాధానాలు: ప్రాపర్టీ ప్రకటన ఇవ్వడం, ఫీజులు, ప్రకటనలను మేము ఎలా ధృవీకరిస్తాము, సరిచూసుకోవాల్సిన డాక్యుమెంట్లు, హోమ్ లోన్‌లు, సైట్ విజిట్‌లు, ఎన్నారైగా కొనడం.',
  'faq.heading': 'ప్రశ్నలు & సమాధానాలు',
  'faq.questionsHeading': 'తరచూ అడిగే ప్రశ్నలు',
  'faq.empty': 'ప్రశ్నలు, సమాధానాలు త్వరలో ఇక్కడ కనిపిస్తాయి.',
  'faq.supportHeading': 'ఇంకా ప్రశ్నలు ఉన్నాయా?',
  'faq.supportText': 'సోమవారం నుండి శనివారం వరకు మా సపోర్ట్ బృందానికి కాల్ చేయండి:',
  'faq.countersHeading': 'అంకెల్లో మా ఏజెన్సీ',
  'faq.counter.listings': 'ప్రకటించిన ప్రాపర్టీలు',
  'faq.counter.cities': 'సేవలందించే నగరాలు',
  'faq.counter.agents': 'ఏజెంట్లు',
  'faq.counter.years': 'ఏళ్లుగా ఈ ప్రాంతంలో',

  'history.metaTitle': 'మా చరిత్ర',
  'history.metaDescription':
    'గుంటూరులోని బ్రాడీపేటలో రెండు డెస్క్‌ల ఆఫీసు నుండి గుంటూరు, విజయవాడ, మంగళగిరిలో నాలుగు ఆఫీసుల వరకు మా ప్రయాణం, కుటుంబాలు మమ్మల్ని ఎందుకు ఎంచుకుంటాయి.',
  'history.heading': 'చరిత్ర',
  'history.timelineHeading': 'మా ప్రయాణం',
  'history.tabsLabel': 'సంవత్సరాల వారీగా మా చరిత్ర',
  'history.empty': 'మా కథ త్వరలో ఇక్కడ ఉంటుంది.',
  'history.whyChooseUs': 'మమ్మల్నే ఎందుకు ఎంచుకోవాలి',
  'history.ctaHeading': 'మాతో నేరుగా మాట్లాడండి',
  'history.ctaText':
    'మా ఆఫీసుల్లో ఒకదానికి రండి, లేదా ప్రాపర్టీ వద్దే ఒక కన్సల్టెంట్‌ను కలవండి: మీకు వీలైన సమయం బుక్ చేసుకోండి.',
  'history.ctaLink': 'అపాయింట్‌మెంట్ బుక్ చేయండి',

  'comingSoon.metaTitle': 'త్వరలో వస్తోంది',
  'comingSoon.metaDescription': 'కొత్తది ఏదో రాబోతోంది. మీ ఈమెయిల్ ఇవ్వండి, సిద్ధమైనప్పుడు మీకు తెలియజేస్తాము.',
  'comingSoon.heading': 'త్వరలో వస్తోంది',
  'comingSoon.text':
    'గుంటూరు, అమరావతి, విజయవాడలో ప్రాపర్టీ కోసం వెతికేవారి కోసం మేము కొత్తది ఏదో సిద్ధం చేస్తున్నాము. మీ ఈమెయిల్ ఇవ్వండి, సిద్ధమైనప్పుడు మీకు తెలియజేస్తాము.',
  'comingSoon.email': 'ఈమెయిల్',
  'comingSoon.notify': 'నాకు తెలియజేయండి',
  'comingSoon.back': 'హోమ్‌కి తిరిగి వెళ్ళండి',
};

import type { ui as english } from '../en/ui.ts';

// The back office in Telugu: the back office frame: its navigation, the dashboard, shared tables, filters, pagers and notices (features/admin/ui, dashboard, routes/admin/layout, dashboard).
export const ui: Record<keyof typeof english, string> = {
  // The frame: page title and navigation (routes/admin/layout.tsx, ui/admin-nav.tsx, admin-routes.ts)
  'admin.ui.metaTitle': 'బ్యాక్ ఆఫీస్ · Nivasa',
  'admin.ui.nav.label': 'బ్యాక్ ఆఫీస్',
  'admin.ui.nav.dashboard': 'డాష్‌బోర్డ్',
  'admin.ui.nav.moderation': 'మోడరేషన్',
  'admin.ui.nav.listings': 'లిస్టింగ్‌లు',
  'admin.ui.nav.inbox': 'ఇన్‌బాక్స్',
  'admin.ui.nav.content': 'కంటెంట్',
  'admin.ui.nav.places': 'నగరాలు, ప్రాంతాలు',
  'admin.ui.nav.people': 'వ్యక్తులు',
  'admin.ui.nav.settings': 'సెట్టింగ్‌లు',
  'admin.ui.nav.outbox': 'అవుట్‌బాక్స్',
  'admin.ui.nav.audit': 'ఆడిట్ లాగ్',

  // Shared list parts: filter bar, table sorting, page links (ui/filter-bar.tsx, data-table.tsx, admin-pagination.tsx)
  'admin.ui.filter.submit': 'ఫిల్టర్ చేయండి',
  'admin.ui.filter.clear': 'క్లియర్ చేయండి',
  'admin.ui.table.sortBy': 'క్రమబద్ధీకరణ',
  'admin.ui.table.sortedAscending': 'ఆరోహణ క్రమంలో ఉంది',
  'admin.ui.table.sortedDescending': 'అవరోహణ క్రమంలో ఉంది',
  'admin.ui.table.sort': 'క్రమబద్ధీకరించండి',
  'admin.ui.pagination.results': '{count} ఫలితాలు',
  'admin.ui.pagination.results.one': '{count} ఫలితం',
  'admin.ui.pagination.pageOf': '{pageCount} పేజీల్లో {page}వ పేజీ',
  'admin.ui.pagination.previous': 'మునుపటి',
  'admin.ui.pagination.next': 'తదుపరి',
  'admin.ui.pagination.page': 'పేజీ {page}',

  // Dashboard (dashboard/dashboard-page.tsx, dashboard.server.ts, routes/admin/dashboard.tsx)
  'admin.ui.dashboard.metaTitle': 'డాష్‌బోర్డ్ · బ్యాక్ ఆఫీస్ · Nivasa',
  'admin.ui.dashboard.heading': 'డాష్‌బోర్డ్',
  'admin.ui.dashboard.intro.admin': 'ఈ రోజు ఏజెన్సీ చూడాల్సిన పనులు.',
  'admin.ui.dashboard.intro.agent': 'మీ ఎంక్వైరీలు, సైట్ విజిట్ అభ్యర్థనలు, మీకు అప్పగించిన లిస్టింగ్‌లు.',
  'admin.ui.dashboard.pending.label': 'సమీక్ష కోసం వేచి ఉన్న లిస్టింగ్‌లు',
  'admin.ui.dashboard.pending.description': 'మోడరేషన్ క్యూలో వేచి ఉన్నాయి',
  'admin.ui.dashboard.inquiries.label': 'కొత్త ఎంక్వైరీలు',
  'admin.ui.dashboard.inquiries.description': 'ఇంకా పూర్తి చేయలేదు',
  'admin.ui.dashboard.inquiries.descriptionAgent': 'మీవి, ఇంకా పూర్తి చేయలేదు',
  'admin.ui.dashboard.visits.label': 'నిర్ధారించాల్సిన విజిట్ అభ్యర్థనలు',
  'admin.ui.dashboard.visits.description': 'అభ్యర్థన వచ్చింది, ఇంకా నిర్ధారించలేదు',
  'admin.ui.dashboard.visits.descriptionAgent': 'మీకు అప్పగించినవి, ఇంకా నిర్ధారించలేదు',
  'admin.ui.dashboard.expiring.label': 'ఈ వారం గడువు ముగిసే లిస్టింగ్‌లు',
  'admin.ui.dashboard.expiring.description': '{days} రోజుల్లో యజమాని నిర్ధారించలేదు',
  'admin.ui.dashboard.users.label': 'ఈ వారం కొత్త యూజర్లు',
  'admin.ui.dashboard.users.description': 'గత 7 రోజుల్లో నమోదు చేసుకున్నవారు',
  // The same words as smsDeliveryWarning (features/sms/sms.server.ts), which the log keeps in English.
  'admin.ui.dashboard.alert.smsOutbox':
    'SMS ప్రొవైడర్ సెట్ చేయలేదు (SMS_PROVIDER=outbox): SMSలు ఫోన్లకు వెళ్లడం లేదు, అవుట్‌బాక్స్ ఫైల్‌లో మాత్రమే నమోదవుతున్నాయి.',
  'admin.ui.dashboard.alert.smsBudget':
    'రోజువారీ SMS బడ్జెట్ {count} పూర్తయింది: {time} వరకు యజమానులకు నోటీసులు వెళ్లవు (రీసెట్ కోడ్‌లు మాత్రం వెళ్తాయి). ఇది నిజమైన ట్రాఫిక్ అయితే సెట్టింగ్‌లలో బడ్జెట్ పెంచండి.',
  'admin.ui.dashboard.latest.heading': 'తాజా ఎంక్వైరీలు',
  'admin.ui.dashboard.latest.empty': 'ఇంకా ఎంక్వైరీలు గానీ విజిట్ అభ్యర్థనలు గానీ లేవు.',
  'admin.ui.dashboard.latest.item': '{type}: {name}',
  'admin.ui.dashboard.latest.more': 'మరో {count}',
  'admin.ui.dashboard.latest.open': 'ఇన్‌బాక్స్ తెరవండి',
};

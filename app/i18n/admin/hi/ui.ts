import type { ui as english } from '../en/ui.ts';

// The back office in Hindi: the back office frame: its navigation, the dashboard, shared tables, filters, pagers and notices (features/admin/ui, dashboard, routes/admin/layout, dashboard).
export const ui: Record<keyof typeof english, string> = {
  // The frame: page title and navigation (routes/admin/layout.tsx, ui/admin-nav.tsx, admin-routes.ts)
  'admin.ui.metaTitle': 'बैक ऑफ़िस · Nivasa',
  'admin.ui.nav.label': 'बैक ऑफ़िस',
  'admin.ui.nav.dashboard': 'डैशबोर्ड',
  'admin.ui.nav.moderation': 'मॉडरेशन',
  'admin.ui.nav.listings': 'लिस्टिंग',
  'admin.ui.nav.inbox': 'इनबॉक्स',
  'admin.ui.nav.content': 'कंटेंट',
  'admin.ui.nav.places': 'शहर और इलाके',
  'admin.ui.nav.people': 'लोग',
  'admin.ui.nav.settings': 'सेटिंग्स',
  'admin.ui.nav.outbox': 'आउटबॉक्स',
  'admin.ui.nav.audit': 'ऑडिट लॉग',

  // Shared list parts: filter bar, table sorting, page links (ui/filter-bar.tsx, data-table.tsx, admin-pagination.tsx)
  'admin.ui.filter.submit': 'फ़िल्टर करें',
  'admin.ui.filter.clear': 'साफ़ करें',
  'admin.ui.table.sortBy': 'क्रम से लगाएँ',
  'admin.ui.table.sortedAscending': 'आरोही क्रम में',
  'admin.ui.table.sortedDescending': 'अवरोही क्रम में',
  'admin.ui.table.sort': 'क्रम से लगाएँ',
  'admin.ui.pagination.results': 'नतीजे: {count}',
  'admin.ui.pagination.results.one': 'नतीजे: {count}',
  'admin.ui.pagination.pageOf': '{pageCount} में से पेज {page}',
  'admin.ui.pagination.previous': 'पिछला',
  'admin.ui.pagination.next': 'अगला',
  'admin.ui.pagination.page': 'पेज {page}',

  // Dashboard (dashboard/dashboard-page.tsx, dashboard.server.ts, routes/admin/dashboard.tsx)
  'admin.ui.dashboard.metaTitle': 'डैशबोर्ड · बैक ऑफ़िस · Nivasa',
  'admin.ui.dashboard.heading': 'डैशबोर्ड',
  'admin.ui.dashboard.intro.admin': 'आज एजेंसी के ज़रूरी काम।',
  'admin.ui.dashboard.intro.agent': 'आपकी पूछताछ और विज़िट अनुरोध, और आपको सौंपी गई लिस्टिंग।',
  'admin.ui.dashboard.pending.label': 'समीक्षा के लिए बाकी लिस्टिंग',
  'admin.ui.dashboard.pending.description': 'मॉडरेशन की कतार में',
  'admin.ui.dashboard.inquiries.label': 'नई पूछताछ',
  'admin.ui.dashboard.inquiries.description': 'अभी निपटाई नहीं गई',
  'admin.ui.dashboard.inquiries.descriptionAgent': 'आपकी, अभी निपटाई नहीं गई',
  'admin.ui.dashboard.visits.label': 'पुष्टि के लिए बाकी विज़िट अनुरोध',
  'admin.ui.dashboard.visits.description': 'अनुरोध आया, पुष्टि अभी नहीं हुई',
  'admin.ui.dashboard.visits.descriptionAgent': 'आपको सौंपे गए, पुष्टि अभी नहीं हुई',
  'admin.ui.dashboard.expiring.label': 'इस हफ़्ते ख़त्म होने वाली लिस्टिंग',
  'admin.ui.dashboard.expiring.description': 'मालिक ने {days} दिन में पुष्टि नहीं की',
  'admin.ui.dashboard.users.label': 'इस हफ़्ते के नए यूज़र',
  'admin.ui.dashboard.users.description': 'पिछले 7 दिनों में रजिस्टर हुए',
  // The same words as smsDeliveryWarning (features/sms/sms.server.ts), which the log keeps in English.
  'admin.ui.dashboard.alert.smsOutbox':
    'कोई SMS प्रोवाइडर सेट नहीं है (SMS_PROVIDER=outbox): SMS फ़ोन तक नहीं पहुँच रहे, सिर्फ़ आउटबॉक्स फ़ाइल में लिखे जा रहे हैं।',
  'admin.ui.dashboard.alert.smsBudget':
    'SMS का रोज़ का बजट {count} पूरा हो गया है: {time} तक मालिकों को सूचनाएँ नहीं जाएँगी (रीसेट कोड फिर भी जाएँगे)। अगर यह असली ट्रैफ़िक है तो सेटिंग्स में बजट बढ़ाएँ।',
  'admin.ui.dashboard.latest.heading': 'हाल की पूछताछ',
  'admin.ui.dashboard.latest.empty': 'अभी कोई पूछताछ या विज़िट अनुरोध नहीं है।',
  'admin.ui.dashboard.latest.item': '{type}: {name}',
  'admin.ui.dashboard.latest.more': 'और {count} अन्य',
  'admin.ui.dashboard.latest.open': 'इनबॉक्स खोलें',
};

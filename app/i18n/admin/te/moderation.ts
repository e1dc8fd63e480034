import type { moderation as english } from '../en/moderation.ts';

// The back office in Telugu: moderation: the review queue and a listing's review (features/admin/moderation).
export const moderation: Record<keyof typeof english, string> = {
  // Page titles (routes/admin/moderation.tsx, routes/admin/listing.tsx)
  'admin.moderation.meta.queue': 'మోడరేషన్ · బ్యాక్ ఆఫీస్ · Nivasa',
  'admin.moderation.meta.listing': '{title} · బ్యాక్ ఆఫీస్ · Nivasa',
  'admin.moderation.meta.listingFallback': 'లిస్టింగ్',

  // The review queue (moderation-page.tsx)
  'admin.moderation.queue.heading': 'మోడరేషన్',
  'admin.moderation.queue.intro':
    'రివ్యూ కోసం వేచి ఉన్న లిస్టింగ్‌లు, ఎక్కువసేపు వేచి ఉన్నవి ముందు. ఒకదాన్ని తెరిచి ప్రతి ఫోటో, ప్రతి వివరం చూసి, ఆమోదించండి లేదా తిరస్కరించండి.',
  'admin.moderation.queue.caption': 'రివ్యూ కోసం వేచి ఉన్న లిస్టింగ్‌లు',
  'admin.moderation.queue.empty': 'రివ్యూ కోసం ఏ లిస్టింగ్ వేచి లేదు.',
  'admin.moderation.queue.photo': 'ఫోటో',
  'admin.moderation.queue.review': 'రివ్యూ',
  'admin.moderation.queue.pages': 'మోడరేషన్ జాబితా పేజీలు',

  // A listing's review page: its heading and links (review-page.tsx)
  'admin.moderation.review.listingId': 'లిస్టింగ్ #{id}',
  'admin.moderation.review.reason': 'కారణం: {reason}',
  'admin.moderation.review.edit': 'లిస్టింగ్ మార్చండి',
  'admin.moderation.review.viewPublic': 'పబ్లిక్ పేజీ చూడండి',

  // Words several panels share
  'admin.moderation.common.id': 'ఐడీ',
  'admin.moderation.common.status': 'స్టేటస్',
  'admin.moderation.common.owner': 'యజమాని',
  'admin.moderation.common.nobody': 'ఎవరూ లేరు',

  // The decision panel (review-forms.tsx)
  'admin.moderation.decision.title': 'నిర్ణయం',
  'admin.moderation.decision.approve': 'ఆమోదించండి',
  'admin.moderation.decision.approveHint':
    'ఆమోదించిన వెంటనే లిస్టింగ్ అందరికీ కనిపిస్తుంది, యజమానికి SMS ద్వారా తెలియజేస్తాం.',
  'admin.moderation.decision.reject': 'తిరస్కరించండి',
  'admin.moderation.decision.rejectReason': 'తిరస్కరణకు కారణం',
  'admin.moderation.decision.rejectHint': 'యజమానికి ఇది “నా ప్రాపర్టీలు”లో, మేము పంపే SMSలో కనిపిస్తుంది.',
  'admin.moderation.decision.noDecision':
    'ఈ లిస్టింగ్ స్టేటస్: {status}. దీన్ని మార్చాలంటే “స్టేటస్ మార్చండి” ఉపయోగించండి.',
  'admin.moderation.decision.changeStatus': 'స్టేటస్ మార్చండి',
  'admin.moderation.decision.statusReason': 'కారణం (ఐచ్ఛికం; తిరస్కరించాలంటే తప్పనిసరి)',
  'admin.moderation.decision.assign': 'అప్పగించండి',
  'admin.moderation.decision.agent': 'ఏజెంట్‌కు అప్పగించండి',
  'admin.moderation.decision.saveFeatured': 'ఫీచర్డ్ సేవ్ చేయండి',
  'admin.moderation.decision.featured': 'హోమ్ పేజీలో ఫీచర్డ్',
  'admin.moderation.decision.featuredHint':
    'ఫీచర్డ్ లిస్టింగ్‌లు యాక్టివ్‌గా ఉన్నంత వరకు తాజా లిస్టింగ్‌లలో ముందు కనిపిస్తాయి.',

  // The possible duplicates, side by side (review-panels.tsx)
  'admin.moderation.duplicates.title': 'డూప్లికేట్ కావచ్చు',
  'admin.moderation.duplicates.none': 'ఈ లిస్టింగ్ ఫోటో గానీ, ఇదే చిరునామా, ధర గానీ ఉన్న వేరే లిస్టింగ్ ఏదీ లేదు.',
  'admin.moderation.duplicates.intro':
    'మరో {count} లిస్టింగ్‌లు ఇదే ప్రాపర్టీ కావచ్చు. నిర్ణయించే ముందు వాటిని దీనితో పోల్చి చూడండి.',
  'admin.moderation.duplicates.intro.one':
    'మరో {count} లిస్టింగ్ ఇదే ప్రాపర్టీ కావచ్చు. నిర్ణయించే ముందు దాన్ని దీనితో పోల్చి చూడండి.',
  'admin.moderation.duplicates.region': 'ఈ లిస్టింగ్, దీని డూప్లికేట్ కాగల లిస్టింగ్‌లు పక్కపక్కనే',
  'admin.moderation.duplicates.current': 'రివ్యూలో ఉన్నది',
  'admin.moderation.duplicates.candidate': 'డూప్లికేట్ కావచ్చు #{id}',
  'admin.moderation.duplicates.why': 'డూప్లికేట్ అని ఎందుకు అనిపిస్తోంది',
  'admin.moderation.duplicates.reason.photo': 'అదే ఫోటో',
  'admin.moderation.duplicates.reason.address': 'అదే చిరునామా, ధర',
  'admin.moderation.duplicates.coverAlt': 'లిస్టింగ్ #{id} కవర్ ఫోటో',
  'admin.moderation.duplicates.noPhoto': 'ఫోటో లేదు',

  // The photos panel (review-panels.tsx)
  'admin.moderation.photos.title': 'ఫోటోలు ({count})',
  'admin.moderation.photos.none': 'ఈ లిస్టింగ్‌కు ఫోటోలు లేవు.',
  'admin.moderation.photos.alt': 'లిస్టింగ్ #{id} ఫోటో {number}',
  'admin.moderation.photos.photo': 'ఫోటో {number}',
  'admin.moderation.photos.photoCover': 'ఫోటో {number} (కవర్)',
  'admin.moderation.photos.variants': 'సైజులు:',
  'admin.moderation.photos.hash': 'హ్యాష్ {hash}',

  // The listing's fields (review-panels.tsx)
  'admin.moderation.details.title': 'లిస్టింగ్',
  'admin.moderation.details.titleTe': 'తెలుగులో శీర్షిక',
  'admin.moderation.details.listingType': 'లిస్టింగ్ రకం',
  'admin.moderation.details.coordinates': 'కోఆర్డినేట్లు',
  'admin.moderation.details.notGiven': 'ఇవ్వలేదు',
  'admin.moderation.details.mapUrl': 'మ్యాప్ లింక్',
  'admin.moderation.details.created': 'జోడించిన సమయం',
  'admin.moderation.details.updated': 'చివరి మార్పు',
  'admin.moderation.details.published': 'ప్రచురించిన సమయం',
  'admin.moderation.details.never': 'ఇంకా కాలేదు',
  'admin.moderation.details.confirmed': 'యజమాని చివరిగా నిర్ధారించింది',
  'admin.moderation.details.facts': 'ముఖ్య వివరాలు',
  'admin.moderation.details.descriptionTe': 'తెలుగులో వివరణ',

  // The owner and agent panel (review-panels.tsx)
  'admin.moderation.people.title': 'యజమాని, ఏజెంట్',
  'admin.moderation.people.ownerPhone': 'యజమాని ఫోన్',
  'admin.moderation.people.agent': 'అప్పగించిన ఏజెంట్',
  'admin.moderation.people.featured': 'ఫీచర్డ్',
  'admin.moderation.people.yes': 'అవును',
  'admin.moderation.people.no': 'కాదు',

  // The status history (review-panels.tsx)
  'admin.moderation.history.title': 'స్టేటస్ చరిత్ర',
  'admin.moderation.history.caption': 'స్టేటస్ చరిత్ర, కొత్తవి ముందు',
  'admin.moderation.history.empty': 'ఇంకా స్టేటస్ మార్పులేవీ నమోదు కాలేదు.',
  'admin.moderation.history.when': 'ఎప్పుడు',
  'admin.moderation.history.change': 'మార్పు',
  'admin.moderation.history.new': 'కొత్తది',
  'admin.moderation.history.to': 'నుండి',
  'admin.moderation.history.reason': 'కారణం',
  'admin.moderation.history.by': 'ఎవరు',
  'admin.moderation.history.system': 'సిస్టమ్',

  // The forms' messages next to a field (moderation-schema.ts, review-commands.server.ts)
  'admin.moderation.error.reasonShort': 'కనీసం {min} అక్షరాలతో కారణం రాయండి.',
  'admin.moderation.error.reasonLong': 'కారణం గరిష్ఠంగా {max} అక్షరాల్లో ఉండాలి.',
  'admin.moderation.error.status': 'ఒక స్టేటస్ ఎంచుకోండి.',
  'admin.moderation.error.rejectReason': 'తిరస్కరించాలంటే కనీసం {min} అక్షరాలతో కారణం రాయాలి.',
  'admin.moderation.error.agent': 'ఒక ఏజెంట్‌ను ఎంచుకోండి.',
  'admin.moderation.error.action': 'ఏం చేయాలో ఎంచుకోండి.',
  'admin.moderation.refusal.notFound': 'ఈ లిస్టింగ్ ఇప్పుడు లేదు.',
  'admin.moderation.refusal.status':
    'లిస్టింగ్ ప్రస్తుత స్టేటస్‌లో ఇది ఇక కుదరదు: ఇప్పటి స్టేటస్ చూడటానికి పేజీని రీలోడ్ చేయండి.',
  'admin.moderation.refusal.sameStatus': 'లిస్టింగ్ ఇప్పటికే ఈ స్టేటస్‌లో ఉంది.',
  'admin.moderation.refusal.notAnAgent': 'ఏజెంట్లలో ఒకరిని ఎంచుకోండి.',

  // The notices after a decision (review-commands.server.ts)
  'admin.moderation.notice.approved': 'లిస్టింగ్ ఆమోదించబడింది. యజమానికి తెలియజేశాం.',
  'admin.moderation.notice.rejected': 'లిస్టింగ్ తిరస్కరించబడింది. కారణం యజమానికి తెలియజేశాం.',
  'admin.moderation.notice.statusChanged': 'స్టేటస్ “{status}”గా మార్చబడింది.',
  'admin.moderation.notice.unassigned': 'లిస్టింగ్ ఇప్పుడు ఎవరికీ అప్పగించలేదు.',
  'admin.moderation.notice.assigned': 'ఏజెంట్‌కు అప్పగించబడింది.',
  'admin.moderation.notice.featured': 'లిస్టింగ్ హోమ్ పేజీలో ఫీచర్డ్‌గా ఉంది.',
  'admin.moderation.notice.unfeatured': 'లిస్టింగ్ ఇక ఫీచర్డ్ కాదు.',
};

import type { records as english } from '../en/records.ts';

// The back office in Telugu: records: the audit log and the outbox of mail and SMS (features/admin/audit, outbox).
export const records: Record<keyof typeof english, string> = {
  // The audit log (audit/audit-page.tsx).
  'admin.records.audit.heading': 'ఆడిట్ లాగ్',
  'admin.records.audit.intro': 'బ్యాక్ ఆఫీస్‌లో జరిగిన ప్రతి పని: ఎవరు, ఏం చేశారు, ఏ రికార్డుపై, ఏం మారింది.',
  'admin.records.audit.filters': 'ఆడిట్ లాగ్‌ను ఫిల్టర్ చేయండి',
  'admin.records.audit.filter.type': 'రికార్డు రకం',
  'admin.records.audit.filter.anyType': 'ఏ రకమైనా',
  'admin.records.audit.filter.actor': 'ఎవరు',
  'admin.records.audit.filter.anyone': 'ఎవరైనా',
  'admin.records.audit.filter.id': 'రికార్డు ID',
  'admin.records.audit.caption': 'ఆడిట్ లాగ్, కొత్తవి ముందు',
  'admin.records.audit.empty': 'ఈ ఫిల్టర్లకు సరిపోయే ఎంట్రీలు లేవు.',
  'admin.records.audit.pages': 'ఆడిట్ లాగ్ పేజీలు',
  'admin.records.audit.column.when': 'ఎప్పుడు',
  'admin.records.audit.column.who': 'ఎవరు',
  'admin.records.audit.column.action': 'చర్య',
  'admin.records.audit.column.record': 'రికార్డు',
  'admin.records.audit.column.changes': 'మార్పులు',
  'admin.records.audit.changedTo': 'నుండి మారిన విలువ',

  // The outbox of mail and SMS (outbox/outbox-page.tsx).
  'admin.records.outbox.heading': 'అవుట్‌బాక్స్',
  'admin.records.outbox.intro.mailStored':
    'SMTP సర్వర్ సెట్ చేయలేదు: సైట్ పంపే ప్రతి ఈమెయిల్ ఇక్కడే సేవ్ అవుతుంది, ఎవరికీ వెళ్లదు. చదవడానికి సబ్జెక్ట్‌పై నొక్కండి.',
  'admin.records.outbox.intro.mailSent': 'ఈమెయిల్స్ SMTP ద్వారా వెళ్తాయి; ప్రతి సందేశం, అది వెళ్లిందో లేదో ఇక్కడ చూడండి.',
  'admin.records.outbox.intro.smsStored':
    'SMS ప్రొవైడర్ సెట్ చేయలేదు: సైట్ పంపే ప్రతి SMS ఇక్కడ కనిపిస్తుంది (కోడ్‌లు దాచి), ఎవరికీ వెళ్లదు.',
  'admin.records.outbox.intro.smsSent':
    'SMS లు HTTP ప్రొవైడర్ ద్వారా వెళ్తాయి; ప్రతి సందేశం (కోడ్‌లు దాచి), దాని డెలివరీ స్థితి.',
  'admin.records.outbox.channels': 'అవుట్‌బాక్స్ ఛానెల్స్',
  'admin.records.outbox.channel.mail': 'ఈమెయిల్',
  'admin.records.outbox.channel.sms': 'SMS లు',
  'admin.records.outbox.mail.caption': 'ఈమెయిల్స్, కొత్తవి ముందు',
  'admin.records.outbox.mail.empty': 'ఇంకా ఈమెయిల్స్ ఏవీ లేవు.',
  'admin.records.outbox.sms.caption': 'SMS లు, కొత్తవి ముందు',
  'admin.records.outbox.sms.empty': 'ఇంకా SMS లు ఏవీ లేవు.',
  'admin.records.outbox.pages': 'అవుట్‌బాక్స్ పేజీలు',
  'admin.records.outbox.column.time': 'సమయం',
  'admin.records.outbox.column.to': 'ఎవరికి',
  'admin.records.outbox.column.subject': 'సబ్జెక్ట్',
  'admin.records.outbox.column.text': 'సందేశం',
  'admin.records.outbox.column.adapter': 'అడాప్టర్',
  'admin.records.outbox.column.status': 'స్థితి',
  'admin.records.outbox.column.error': 'లోపం',
  // A message's delivery status (the value mail_messages and sms_messages keep stays English).
  'admin.records.outbox.status.stored': 'సేవ్ అయింది',
  'admin.records.outbox.status.queued': 'క్యూలో ఉంది',
  'admin.records.outbox.status.sent': 'పంపబడింది',
  'admin.records.outbox.status.failed': 'విఫలమైంది',
};

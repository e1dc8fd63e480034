import type { records as english } from '../en/records.ts';

// The back office in Hindi: records: the audit log and the outbox of mail and SMS (features/admin/audit, outbox).
export const records: Record<keyof typeof english, string> = {
  // The audit log (audit/audit-page.tsx).
  'admin.records.audit.heading': 'ऑडिट लॉग',
  'admin.records.audit.intro': 'बैक ऑफ़िस का हर काम: किसने, क्या किया, किस रिकॉर्ड पर, और क्या बदला।',
  'admin.records.audit.filters': 'ऑडिट लॉग फ़िल्टर करें',
  'admin.records.audit.filter.type': 'रिकॉर्ड का प्रकार',
  'admin.records.audit.filter.anyType': 'कोई भी प्रकार',
  'admin.records.audit.filter.actor': 'किसने',
  'admin.records.audit.filter.anyone': 'कोई भी',
  'admin.records.audit.filter.id': 'रिकॉर्ड ID',
  'admin.records.audit.caption': 'ऑडिट लॉग, सबसे नए पहले',
  'admin.records.audit.empty': 'इन फ़िल्टर से मेल खाती कोई एंट्री नहीं है।',
  'admin.records.audit.pages': 'ऑडिट लॉग के पेज',
  'admin.records.audit.column.when': 'कब',
  'admin.records.audit.column.who': 'किसने',
  'admin.records.audit.column.action': 'कार्रवाई',
  'admin.records.audit.column.record': 'रिकॉर्ड',
  'admin.records.audit.column.changes': 'बदलाव',
  'admin.records.audit.changedTo': 'बदलकर',

  // The outbox of mail and SMS (outbox/outbox-page.tsx).
  'admin.records.outbox.heading': 'आउटबॉक्स',
  'admin.records.outbox.intro.mailStored':
    'कोई SMTP सर्वर सेट नहीं है: साइट जो भी ईमेल भेजती है, वह यहीं सेव होता है, किसी को पहुँचता नहीं। पढ़ने के लिए विषय पर क्लिक करें।',
  'admin.records.outbox.intro.mailSent': 'ईमेल SMTP से भेजे जाते हैं; हर मैसेज और वह भेजा गया या नहीं।',
  'admin.records.outbox.intro.smsStored':
    'कोई SMS प्रोवाइडर सेट नहीं है: साइट जो भी SMS भेजती है, वह यहाँ दिखता है (कोड छिपे हुए), किसी को पहुँचता नहीं।',
  'admin.records.outbox.intro.smsSent':
    'SMS, HTTP प्रोवाइडर से भेजे जाते हैं; हर मैसेज (कोड छिपे हुए) और उसकी डिलीवरी की स्थिति।',
  'admin.records.outbox.channels': 'आउटबॉक्स चैनल',
  'admin.records.outbox.channel.mail': 'ईमेल',
  'admin.records.outbox.channel.sms': 'SMS मैसेज',
  'admin.records.outbox.mail.caption': 'ईमेल, सबसे नए पहले',
  'admin.records.outbox.mail.empty': 'अभी तक कोई ईमेल नहीं।',
  'admin.records.outbox.sms.caption': 'SMS, सबसे नए पहले',
  'admin.records.outbox.sms.empty': 'अभी तक कोई SMS नहीं।',
  'admin.records.outbox.pages': 'आउटबॉक्स के पेज',
  'admin.records.outbox.column.time': 'समय',
  'admin.records.outbox.column.to': 'किसे',
  'admin.records.outbox.column.subject': 'विषय',
  'admin.records.outbox.column.text': 'मैसेज',
  'admin.records.outbox.column.adapter': 'एडैप्टर',
  'admin.records.outbox.column.status': 'स्थिति',
  'admin.records.outbox.column.error': 'त्रुटि',
  // A message's delivery status (the value mail_messages and sms_messages keep stays English).
  'admin.records.outbox.status.stored': 'सेव किया गया',
  'admin.records.outbox.status.queued': 'कतार में',
  'admin.records.outbox.status.sent': 'भेजा गया',
  'admin.records.outbox.status.failed': 'विफल',
};

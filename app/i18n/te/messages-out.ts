import type { messagesOut as english } from '../en/messages-out.ts';

// Telugu: mail and SMS the site sends to people (en/messages-out.ts).
export const messagesOut: Record<keyof typeof english, string> = {
  // A site visit, as its booker is told by SMS and by mail: {when} is 'out.visit.when'.
  'out.visit.when': '{date}, {slot}',
  'out.visit.sms.requested':
    '{agency}: {when} కోసం మీ సైట్ విజిట్ అభ్యర్థన {reference} మాకు అందింది. నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.',
  'out.visit.sms.confirmed': '{agency}: మీ సైట్ విజిట్ {reference} {when} కి ఖరారైంది.',
  'out.visit.sms.cancelled':
    '{agency}: {when} కోసం మీ సైట్ విజిట్ అభ్యర్థన {reference} రద్దయింది. మళ్లీ బుక్ చేయడానికి మాకు ఫోన్ చేయండి.',
  'out.visit.sms.track': 'ట్రాక్ చేయండి: {url}',
  'out.visit.subject.requested': 'మీ సైట్ విజిట్ అభ్యర్థన {reference}',
  'out.visit.subject.confirmed': 'మీ సైట్ విజిట్ {reference} ఖరారైంది',
  'out.visit.subject.cancelled': 'మీ సైట్ విజిట్ {reference} రద్దయింది',
  'out.visit.mail.hello': 'నమస్కారం,',
  'out.visit.mail.requested': '{when} కోసం మీ సైట్ విజిట్ అభ్యర్థన {reference} మాకు అందింది.',
  'out.visit.mail.willCall': 'సమయాన్ని నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.',
  'out.visit.mail.confirmed': 'మీ సైట్ విజిట్ {reference} {when} కి ఖరారైంది.',
  'out.visit.mail.cancelled': '{when} కోసం మీ సైట్ విజిట్ అభ్యర్థన {reference} రద్దయింది.',
  'out.visit.mail.properties': 'ప్రాపర్టీలు:',
  'out.visit.mail.meetYou': 'మా బృందం మిమ్మల్ని అక్కడ కలుస్తుంది. సమయం మార్చాలంటే మాకు ఫోన్ చేయండి.',
  'out.visit.mail.bookAgain': 'మళ్లీ బుక్ చేయాలనుకుంటే మాకు ఫోన్ చేయండి.',
  'out.visit.mail.track': 'రిఫరెన్స్ {reference}, మీ ఈమెయిల్ లేదా ఫోన్ నంబర్‌తో మీ అభ్యర్థనను {url} లో ట్రాక్ చేయండి.',

  // SMS to a lister: a site visit to their properties, a message about one, the hour's digest.
  'out.lister.visitOne':
    '{agency}: మీ ప్రాపర్టీ "{title}" చూడటానికి {when} సైట్ విజిట్ అభ్యర్థన వచ్చింది. రిఫరెన్స్ {reference}. నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.',
  'out.lister.visitMany':
    '{agency}: మీ {count} ప్రాపర్టీలు చూడటానికి {when} సైట్ విజిట్ అభ్యర్థన వచ్చింది. రిఫరెన్స్ {reference}. నిర్ధారించడానికి మేము మీకు ఫోన్ చేస్తాం.',
  'out.lister.message': '"{title}" గురించి కొత్త మెసేజ్ వచ్చింది.',
  'out.lister.readIt': 'నా ఖాతా > మెసేజ్‌లు లో చదవండి: {url}',
  'out.lister.digest':
    '{agency}: గత గంటలో మీ ప్రాపర్టీల గురించి మరో {count} మెసేజ్‌లు లేదా సైట్ విజిట్ అభ్యర్థనలు వచ్చాయి.',
  'out.lister.digest.one':
    '{agency}: గత గంటలో మీ ప్రాపర్టీల గురించి మరో {count} మెసేజ్ లేదా సైట్ విజిట్ అభ్యర్థన వచ్చింది.',
  'out.lister.messages': 'మెసేజ్‌లు: {url}',

  // SMS to an owner when the back office approves or rejects their listing ({reason} is staff's).
  'out.owner.live': '{agency}: మీ ప్రకటన "{title}" ఇప్పుడు సైట్‌లో కనిపిస్తోంది: {url}',
  'out.owner.rejected': '{agency}: మీ ప్రకటన "{title}" ఆమోదం పొందలేదు.',
  'out.owner.rejectedWhy': '{agency}: మీ ప్రకటన "{title}" ఆమోదం పొందలేదు: {reason}.',
  'out.owner.editIt': 'నా ప్రాపర్టీలు లో దాన్ని సరిచేయండి: {url}',

  // The newsletter's confirmation mail.
  'out.newsletter.subject': '{agency} వార్తాలేఖకు మీ సభ్యత్వం నమోదైంది',
  'out.newsletter.thanks': '{agency} వార్తాలేఖకు సభ్యత్వం తీసుకున్నందుకు ధన్యవాదాలు.',
  'out.newsletter.what':
    'గుంటూరు, అమరావతి, విజయవాడలో కొత్త ప్రాపర్టీలు, గైడ్‌లు, ధరల సమాచారం మీకు నిజంగా ఉపయోగపడేటప్పుడే రాస్తాం. నెలకు కొన్ని మెసేజ్‌లకు మించి పంపం.',
  'out.newsletter.stop': 'ఇవి వద్దనుకుంటే ఈ మెయిల్‌కు జవాబు ఇవ్వండి లేదా {email} కి రాయండి.',

  'out.alert.subject': '{summary}: {count} అప్‌డేట్‌లు',
  'out.alert.subject.one': '{summary}: 1 అప్‌డేట్',
  'out.alert.hello': 'నమస్తే {name},',
  'out.alert.intro': 'మీరు సేవ్ చేసిన శోధనలో {since} నుండి {count} అప్‌డేట్‌లు ఉన్నాయి: {summary}.',
  'out.alert.intro.one': 'మీరు సేవ్ చేసిన శోధనలో {since} నుండి 1 అప్‌డేట్ ఉంది: {summary}.',
  'out.alert.group.new': 'కొత్తవి ({count})',
  'out.alert.group.price': 'ధర మారినవి ({count})',
  'out.alert.group.reopened': 'మళ్లీ అందుబాటులోకి వచ్చినవి ({count})',
  'out.alert.group.back': 'మళ్లీ మార్కెట్‌లోకి వచ్చినవి ({count})',
  'out.alert.group.sold': 'అమ్ముడైనవి ({count})',
  'out.alert.group.rented': 'అద్దెకు ఇచ్చినవి ({count})',
  'out.alert.priceDown': '{from} → {to}, {change} తగ్గింది',
  'out.alert.priceUp': '{from} → {to}, {change} పెరిగింది',
  'out.alert.results': 'ఈ శోధనకు ఇప్పుడు దొరికే అన్ని ప్రాపర్టీలు: {url}',
  'out.alert.settings': 'ఈ అలర్ట్‌లు ఎంత తరచుగా రావాలి: {url}',
  'out.alert.unsubscribe': 'ఈ అలర్ట్‌లు ఆపండి (సైన్ ఇన్ అవసరం లేదు): {url}',
  'out.alert.sms': '{agency}: మీరు సేవ్ చేసిన శోధన ({summary})కు {count} అప్‌డేట్‌లు: {url}',
  'out.alert.sms.one': '{agency}: మీరు సేవ్ చేసిన శోధన ({summary})కు 1 అప్‌డేట్: {url}',
  'out.alert.sms.stop': 'ఆపడానికి: {url}',
  'out.alertEmail.subject': '{agency} అలర్ట్‌ల కోసం మీ ఈమెయిల్‌ను నిర్ధారించండి',
  'out.alertEmail.body':
    'సేవ్ చేసిన శోధనల {agency} అలర్ట్‌లు ఈ అడ్రస్‌కు పంపమని ఎవరో (మీరే అని ఆశిస్తున్నాం) అడిగారు. నిర్ధారించడానికి 24 గంటల్లో ఈ లింక్ తెరవండి: {url}',
  'out.alertEmail.ignore': 'అది మీరు కాకపోతే, ఈ మెయిల్‌ను పట్టించుకోకండి: ఏమీ పంపబడదు.',
};

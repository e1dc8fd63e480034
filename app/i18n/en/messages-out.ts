// Mail and SMS the site sends to people, in the recipient's language (issue 26): the visitor
// who booked a site visit (the language of the page they booked from), a lister about visits
// and messages, an owner about the review of a listing, a subscriber (the language of their
// account, or of the page of the form). Mail to the agency itself stays English.
// NOTE: none of these carries a text a visitor typed (visit-notices.server.ts says why);
// {agency} is the agency's name, {url} a whole address, {title} a listing's title.
export const messagesOut = {
  // A site visit, as its booker is told by SMS and by mail: {when} is 'out.visit.when'.
  'out.visit.when': '{date}, {slot}',
  'out.visit.sms.requested':
    '{agency}: we have your site visit request {reference} for {when}. We will call you to confirm.',
  'out.visit.sms.confirmed': '{agency}: your site visit {reference} is confirmed for {when}.',
  'out.visit.sms.cancelled':
    '{agency}: your site visit request {reference} for {when} is cancelled. Call us to book again.',
  'out.visit.sms.track': 'Track it: {url}',
  'out.visit.subject.requested': 'Your site visit request {reference}',
  'out.visit.subject.confirmed': 'Your site visit {reference} is confirmed',
  'out.visit.subject.cancelled': 'Your site visit {reference} is cancelled',
  'out.visit.mail.hello': 'Hello,',
  'out.visit.mail.requested': 'We have your site visit request {reference} for {when}.',
  'out.visit.mail.willCall': 'We will call you to confirm the time.',
  'out.visit.mail.confirmed': 'Your site visit {reference} is confirmed for {when}.',
  'out.visit.mail.cancelled': 'Your site visit request {reference} for {when} is cancelled.',
  'out.visit.mail.properties': 'Properties:',
  'out.visit.mail.meetYou': 'Our team will meet you there. To change the time, call us.',
  'out.visit.mail.bookAgain': 'Call us if you would like to book again.',
  'out.visit.mail.track':
    'Track your request at {url} with reference {reference} and your email or phone.',

  // SMS to a lister: a site visit to their properties, a message about one, the hour's digest.
  'out.lister.visitOne':
    '{agency}: a site visit to "{title}" is requested for {when}. Ref {reference}. We will call you to confirm.',
  'out.lister.visitMany':
    '{agency}: a site visit to {count} of your properties is requested for {when}. Ref {reference}. We will call you to confirm.',
  'out.lister.message': 'New message about "{title}".',
  'out.lister.readIt': 'Read it in My Account > Messages: {url}',
  'out.lister.digest':
    '{agency}: {count} more messages or site visit requests about your properties came in the last hour.',
  'out.lister.digest.one':
    '{agency}: {count} more message or site visit request about your properties came in the last hour.',
  'out.lister.messages': 'Messages: {url}',

  // SMS to an owner when the back office approves or rejects their listing ({reason} is staff's).
  'out.owner.live': '{agency}: your listing "{title}" is now live: {url}',
  'out.owner.rejected': '{agency}: your listing "{title}" was not approved.',
  'out.owner.rejectedWhy': '{agency}: your listing "{title}" was not approved: {reason}.',
  'out.owner.editIt': 'Edit it in My Properties: {url}',

  // The newsletter's confirmation mail.
  'out.newsletter.subject': 'You are subscribed to {agency}',
  'out.newsletter.thanks': 'Thank you for subscribing to {agency}.',
  'out.newsletter.what':
    'We will write when new properties, guides and price updates for Guntur, Amaravati and Vijayawada are worth your time. No more than a few messages a month.',
  'out.newsletter.stop': 'To stop them, reply to this mail or write to {email}.',

  // A saved search's alert (issue 28), by mail and by SMS. {summary} is the search in words,
  // {count} how many listings changed; each listing is a line, then its address.
  'out.alert.subject': '{summary}: {count} updates',
  'out.alert.subject.one': '{summary}: 1 update',
  'out.alert.hello': 'Hello {name},',
  'out.alert.intro': '{count} updates since {since} for your saved search: {summary}.',
  'out.alert.intro.one': '1 update since {since} for your saved search: {summary}.',
  'out.alert.group.new': 'New ({count})',
  'out.alert.group.price': 'Price changed ({count})',
  'out.alert.group.reopened': 'Reopened ({count})',
  'out.alert.group.back': 'Back on the market ({count})',
  'out.alert.group.sold': 'Sold ({count})',
  'out.alert.group.rented': 'Rented ({count})',
  'out.alert.priceDown': '{from} → {to}, down {change}',
  'out.alert.priceUp': '{from} → {to}, up {change}',
  'out.alert.results': 'All the properties this search finds now: {url}',
  'out.alert.settings': 'How often you get these alerts: {url}',
  'out.alert.unsubscribe': 'Stop these alerts (no sign-in needed): {url}',
  'out.alert.sms': '{agency}: {count} updates for your saved search ({summary}): {url}',
  'out.alert.sms.one': '{agency}: 1 update for your saved search ({summary}): {url}',
  'out.alert.sms.stop': 'Stop: {url}',
  // The mail that confirms an address for alerts.
  'out.alertEmail.subject': 'Confirm your email for {agency} alerts',
  'out.alertEmail.body':
    'Someone, we hope you, asked for {agency}’s saved-search alerts to be sent to this address; to confirm it, open this link within 24 hours: {url}',
  'out.alertEmail.ignore': 'If it was not you, ignore this mail: nothing will be sent.',
} as const;

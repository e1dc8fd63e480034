// Saved searches (issue 28): the results page's button and My Account's list.
export const savedSearches = {
  'savedSearches.metaTitle': 'Saved searches – My Account',
  'savedSearches.heading': 'Saved searches',
  'savedSearches.count': '{count} saved searches',
  'savedSearches.count.one': '{count} saved search',
  'savedSearches.empty':
    'No saved searches yet. Search for properties, then choose “Save this search” above the results.',
  'savedSearches.savedOn': 'Saved on {date}',
  'savedSearches.confirmText': 'This saved search will be deleted:',
  'savedSearches.save': 'Save this search',
  'savedSearches.isSaved': 'Search saved',
  'savedSearches.see': 'See saved searches',
  'savedSearches.savedTitle': 'Search saved',
  'savedSearches.savedText': 'You will find it in My Account, under Saved searches.',
  'savedSearches.limitTitle': 'Search not saved',
  'savedSearches.limitText':
    'You have saved as many searches as an account can keep. Delete one in My Account, then save this one.',
  'savedSearches.deletedTitle': 'Success!',
  'savedSearches.deletedText': 'The saved search has been deleted.',

  // Alerts (how often, by which channel, a pause; the address for mail).
  'savedSearches.alerts': 'Alerts',
  'savedSearches.frequency.instant': 'Instant',
  'savedSearches.frequency.daily': 'Daily',
  'savedSearches.frequency.weekly': 'Weekly',
  'savedSearches.saveAlerts': 'Save alerts',
  'savedSearches.pause': 'Pause alerts',
  'savedSearches.resume': 'Resume alerts',
  'savedSearches.paused': 'Alerts paused',
  'savedSearches.alertsSavedTitle': 'Alerts saved',
  'savedSearches.alertsSavedText': 'Your alerts for this search have been updated.',
  'savedSearches.channel.heading': 'How alerts reach you',
  'savedSearches.channel.intro':
    'Each alert lists every new property and every change (price, back on the market, sold or rented) since the last one. Instant alerts come within a minute or two; daily ones each morning at {hour}, weekly ones on Mondays.',
  'savedSearches.channel.email': 'Alerts come by email to {email}.',
  'savedSearches.channel.pending':
    'We sent a confirmation link to {email}. Until you open it, alerts come by SMS to your phone.',
  'savedSearches.channel.sms':
    'Alerts come by SMS to your phone, with a link to what changed. Add an email to get every property in the alert itself.',
  'savedSearches.email.label': 'Email for alerts',
  'savedSearches.email.send': 'Send confirmation link',
  'savedSearches.email.remove': 'Stop email alerts',
  'savedSearches.email.required': 'Enter your email address',
  'savedSearches.email.invalid': 'Enter a valid email address',
  'savedSearches.email.sentTitle': 'Check your email',
  'savedSearches.email.sentText': 'Open the link we sent to confirm the address.',
  'savedSearches.email.removedTitle': 'Email alerts stopped',
  'savedSearches.email.removedText': 'Your alerts will come by SMS.',
  'savedSearches.email.tooMany': 'Too many confirmation mails. Try again in {minutes} minutes.',
  'savedSearches.alert.heading': 'Alert of {date}',
  'savedSearches.alert.close': 'Close this alert',
  'savedSearches.alert.none': 'The properties in this alert are no longer listed.',
  // The pages an alert mail links to.
  'alerts.unsubscribe.metaTitle': 'Stop alerts',
  'alerts.unsubscribe.heading': 'Stop alerts',
  'alerts.unsubscribe.ask': 'Stop the alerts for this saved search?',
  'alerts.unsubscribe.button': 'Unsubscribe',
  'alerts.unsubscribe.done':
    'You are unsubscribed: no more alerts will come for this saved search.',
  'alerts.unsubscribe.again': 'The search stays saved: to start its alerts again, go to',
  'alerts.unsubscribe.broken':
    'This link does not work. Stop alerts from My Account, Saved searches, or use the link in a newer alert.',
  'alerts.confirm.metaTitle': 'Confirm your email',
  'alerts.confirm.heading': 'Confirm your email',
  'alerts.confirm.done': 'Email confirmed. Your saved-search alerts will come to this address.',
  'alerts.confirm.broken':
    'This link has expired or has already been used. Ask for a new one on your Saved searches page.',
};

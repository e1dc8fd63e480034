// The back office, in English. Places and settings: cities and areas, and the site settings (features/admin/places, settings).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/places.ts, ../hi/places.ts).
export const places = {
  // Cities and areas (routes/admin/places.tsx, features/admin/places/places-page.tsx)
  'admin.places.metaTitle': 'Cities and areas · Back office · Nivasa',
  'admin.places.title': 'Cities and areas',
  'admin.places.description':
    'The places listings are filed under and searched by. A rename keeps a place’s address slug, so old links keep working.',
  'admin.places.field.teluguName': 'Telugu name',
  'admin.places.field.teluguNameHint':
    'Shown on Telugu pages and found by the search; empty shows the English name.',
  'admin.places.field.hindiName': 'Hindi name',
  'admin.places.field.hindiNameHint':
    'In Devanagari, shown on Hindi pages and found by the search.',
  'admin.places.field.newName': 'New name',
  'admin.places.cancel': 'Cancel',
  'admin.places.addCity.title': 'Add a city',
  'admin.places.addCity.name': 'City name',
  'admin.places.addCity.nameHint': 'Its address slug is made from the name and never changes.',
  'admin.places.addCity.submit': 'Add city',
  'admin.places.addArea.title': 'Add an area',
  'admin.places.addArea.city': 'City',
  'admin.places.addArea.chooseCity': 'Choose a city',
  'admin.places.addArea.name': 'Area name',
  'admin.places.addArea.pincode': 'Pincode (optional)',
  'admin.places.addArea.submit': 'Add area',
  'admin.places.renameCity.title': 'Rename {city}',
  'admin.places.renameCity.slugHint':
    'Its address slug stays “{slug}”, so links to it keep working.',
  'admin.places.renameCity.submit': 'Rename city',
  'admin.places.manageArea.rename': 'Rename',
  'admin.places.manageArea.slugHint':
    'Its address slug stays “{slug}”, so search links keep working.',
  'admin.places.manageArea.renameSubmit': 'Rename area',
  'admin.places.manageArea.mergeHeading': 'Merge into another area',
  'admin.places.manageArea.noOtherArea': '{city} has no other area to merge into.',
  'admin.places.manageArea.mergeInto': 'Merge into',
  'admin.places.manageArea.mergeHint':
    'All {listings} listings of {area} move there, then {area} is deleted.',
  'admin.places.manageArea.reviewMerge': 'Review merge',
  'admin.places.manageArea.done': 'Done',
  'admin.places.merge.title': 'Merge {from} into {into}?',
  'admin.places.merge.body':
    '{count} listings move from {from} to {into} ({city}), and {from} is deleted. Search links naming “{slug}” then show all of {city}. This cannot be undone.',
  'admin.places.merge.body.one':
    '{count} listing moves from {from} to {into} ({city}), and {from} is deleted. Search links naming “{slug}” then show all of {city}. This cannot be undone.',
  'admin.places.merge.submit': 'Merge areas',
  'admin.places.city.slug': 'Slug: {slug}',
  'admin.places.city.telugu': 'Telugu:',
  'admin.places.city.hindi': 'Hindi:',
  'admin.places.city.areas': '{count} areas',
  'admin.places.city.areas.one': '{count} area',
  'admin.places.city.listings': '{count} listings',
  'admin.places.city.listings.one': '{count} listing',
  'admin.places.city.rename': 'Rename',
  'admin.places.city.renameLabel': 'Rename {city}',
  'admin.places.city.caption': 'Areas of {city}',
  'admin.places.city.empty': '{city} has no areas yet.',
  'admin.places.column.area': 'Area',
  'admin.places.column.localNames': 'Telugu / Hindi',
  'admin.places.column.slug': 'Slug',
  'admin.places.column.pincode': 'Pincode',
  'admin.places.column.activeListings': 'Active listings',
  'admin.places.column.allListings': 'All listings',
  'admin.places.column.actions': 'Actions',
  'admin.places.city.manageArea': 'Rename or merge',
  'admin.places.city.manageAreaLabel': 'Rename or merge {area}',

  // Cities and areas: what a refused form says (places-schema.ts, places-form.server.ts)
  'admin.places.error.cityName': "Enter the city's name.",
  'admin.places.error.areaName': "Enter the area's name.",
  'admin.places.error.nameTooLong': 'Keep the name to {max} characters or fewer.',
  'admin.places.error.nameCharacters': "Use letters, digits, spaces and . , ' ( ) & - only.",
  'admin.places.error.chooseCity': 'Choose a city.',
  'admin.places.error.pincode': 'Enter a 6-digit pincode.',
  'admin.places.error.chooseArea': 'Choose an area.',
  'admin.places.error.chooseAreaToMerge': 'Choose the area to merge.',
  'admin.places.error.chooseAreaToMergeInto': 'Choose the area to merge into.',
  'admin.places.error.cityTaken': 'A city with this name exists.',
  'admin.places.error.areaTaken': 'This city already has an area with this name.',
  'admin.places.error.sameArea': 'Choose another area to merge into.',
  'admin.places.error.areaGone': 'This area no longer exists.',
  'admin.places.error.otherCity': 'Choose an area of the same city.',

  // Cities and areas: the notice after a change (places-form.server.ts)
  'admin.places.notice.cityAdded': 'City “{name}” added.',
  'admin.places.notice.areaAdded': 'Area “{name}” added.',
  'admin.places.notice.cityRenamed': 'City renamed to “{name}”.',
  'admin.places.notice.areaRenamed': 'Area renamed to “{name}”.',
  'admin.places.notice.namesSaved': 'Names of “{name}” saved.',
  'admin.places.notice.merged': 'Merged “{from}” into “{into}”: {count} listings moved.',
  'admin.places.notice.merged.one': 'Merged “{from}” into “{into}”: {count} listing moved.',

  // Settings (routes/admin/settings.tsx, features/admin/settings/settings-page.tsx)
  'admin.places.settings.title': 'Settings',
  'admin.places.settings.description':
    'The agency’s details on every page, the FAQ counters and the listing rules.',
  'admin.places.settings.errorCount': '{count} fields need a change; nothing was saved.',
  'admin.places.settings.errorCount.one': 'One field needs a change; nothing was saved.',
  'admin.places.settings.save': 'Save settings',

  // Settings: the form's groups and fields (settings-fields.ts)
  'admin.places.settings.agency.title': 'Agency details',
  'admin.places.settings.agencyName': 'Agency name',
  'admin.places.settings.email': 'Email',
  'admin.places.settings.emailHint': 'Enquiries and other mail from the site go to this address.',
  'admin.places.settings.phone1': 'Phone 1',
  'admin.places.settings.phone1Hint': 'An Indian number, e.g. +91 98480 12345 or 0863 223 4567.',
  'admin.places.settings.phone2': 'Phone 2 (optional)',
  'admin.places.settings.phone3': 'Phone 3 (optional)',
  'admin.places.settings.address': 'Address',
  'admin.places.settings.social.title': 'Social links',
  'admin.places.settings.socialFacebook': 'Facebook page',
  'admin.places.settings.socialYoutube': 'YouTube channel',
  'admin.places.settings.socialInstagram': 'Instagram profile',
  'admin.places.settings.social.note': 'Links must start with https://.',
  'admin.places.settings.counters.title': 'FAQ page counters',
  'admin.places.settings.counters.intro':
    'Leave a counter blank to count it live from the site (the default). A number typed here is shown instead.',
  'admin.places.settings.counters.placeholder': 'Counted live',
  'admin.places.settings.counterListings': 'Active listings',
  'admin.places.settings.counterCities': 'Cities served',
  'admin.places.settings.counterAgents': 'Agents',
  'admin.places.settings.counterYears': 'Years in business',
  'admin.places.settings.listings.title': 'Listings',
  'admin.places.settings.moderation':
    'Review new and edited listings before they go live (moderation)',
  'admin.places.settings.moderationHint': 'Off: owners’ listings are public at once.',
  'admin.places.settings.heartbeatDays': 'Heartbeat (days)',
  'admin.places.settings.heartbeatDaysHint':
    'A listing its owner has not confirmed for this many days expires ({min}–{max}).',
  'admin.places.settings.dailyListingLimit': 'Daily listing limit for new accounts',
  'admin.places.settings.dailyListingLimitHint':
    'Listings a new account may add in 24 hours ({min}–{max}).',
  'admin.places.settings.buying.title': 'Buying costs and EMI',
  'admin.places.settings.buying.intro':
    'What the EMI page of every sale listing shows beside the loan: the state’s charges on a purchase, in percent of the value, and where they come from.',
  'admin.places.settings.stampDutyPercent': 'Stamp duty (%)',
  'admin.places.settings.transferDutyPercent': 'Transfer duty (%)',
  'admin.places.settings.registrationFeePercent': 'Registration fee (%)',
  'admin.places.settings.percentHint': 'Percent of the value, {min}–{max}, e.g. 1.5.',
  'admin.places.settings.buyingCostsSource': 'Source of the rates',
  'admin.places.settings.buyingCostsSourceUrl': 'Link to the source',
  'admin.places.settings.homeLoanRatePercent': 'Home loan rate to start from (% a year)',
  'admin.places.settings.homeLoanRateHint':
    'The rate the EMI calculator shows first ({min}–{max}); visitors change it for their bank.',
  'admin.places.settings.sms.title': 'SMS',
  'admin.places.settings.smsDailyBudget': 'Daily SMS budget',
  'admin.places.settings.smsDailyBudgetHint':
    'SMS the site may send in 24 hours ({min}–{max}). Past it, notices to owners are not sent and the dashboard says so; reset codes always go out.',

  // Settings: the Delivery panel and its test sends (settings-page.tsx)
  'admin.places.settings.delivery.title': 'Delivery',
  'admin.places.settings.delivery.mail': 'Mail',
  'admin.places.settings.delivery.sms': 'SMS',
  'admin.places.settings.delivery.smtp': 'SMTP: mail is delivered.',
  'admin.places.settings.delivery.smtpVia': 'SMTP via {host}: mail is delivered.',
  'admin.places.settings.delivery.mailOutbox':
    'Outbox: mail is stored and listed in the Outbox, not delivered (no SMTP_URL set).',
  'admin.places.settings.delivery.http': 'HTTP provider: SMS are delivered.',
  'admin.places.settings.delivery.httpAt': 'HTTP provider at {host}: SMS are delivered.',
  'admin.places.settings.delivery.smsOutbox':
    'Outbox: SMS are stored and listed in the Outbox, not delivered (no SMS provider set).',
  'admin.places.settings.testMail.submit': 'Send test email',
  'admin.places.settings.testMail.label': 'Send a test email to',
  'admin.places.settings.testMail.hint': 'Blank: the agency’s address ({email}).',
  'admin.places.settings.testSms.submit': 'Send test SMS',
  'admin.places.settings.testSms.label': 'Send a test SMS to',
  'admin.places.settings.testSms.hint': 'A 10-digit Indian mobile number.',

  // Settings: the notice after a save or a test send (routes/admin/settings.tsx)
  'admin.places.settings.notice.saved': 'Settings saved.',
  'admin.places.settings.notice.unchanged': 'Nothing changed.',
  'admin.places.settings.notice.testSend': '{what} to {to}: {result}.',
  'admin.places.settings.notice.testMail': 'Test email',
  'admin.places.settings.notice.testSms': 'Test SMS',
  'admin.places.settings.notice.failed': 'failed (the Outbox shows the error)',
  'admin.places.settings.notice.outbox': 'stored in the Outbox (no provider set)',
  'admin.places.settings.notice.stored': 'stored',
  'admin.places.settings.notice.sent': 'sent',
  'admin.places.settings.notice.queued': 'queued',

  // Settings: what a refused field says (settings.server.ts; the settings' own schemas in
  // features/settings/site-settings.server.ts write these in English, matched here by text)
  'admin.places.settings.error.agencyName': 'Enter the agency name.',
  'admin.places.settings.error.agencyNameTooLong': 'Keep the name under {max} characters.',
  'admin.places.settings.error.emailTooLong': 'Enter a shorter address.',
  'admin.places.settings.error.email': 'Enter an email address like hello@agency.in.',
  'admin.places.settings.error.phoneTooLong': 'Enter an Indian phone number.',
  'admin.places.settings.error.phone': 'Enter an Indian phone number, e.g. +91 98480 12345.',
  'admin.places.settings.error.phonesNone': 'Enter at least one phone number.',
  'admin.places.settings.error.phonesTooMany': 'Enter at most three phone numbers.',
  'admin.places.settings.error.address': 'Enter the office address.',
  'admin.places.settings.error.addressTooLong': 'Keep the address under {max} characters.',
  'admin.places.settings.error.linkTooLong': 'Keep the link under {max} characters.',
  'admin.places.settings.error.link': 'Enter an https:// link to the {site} page.',
  'admin.places.settings.error.counter': 'Enter a whole number, or leave it blank to count live.',
  'admin.places.settings.error.counterNegative': 'Enter a number of 0 or more.',
  'admin.places.settings.error.counterTooBig': 'Enter a smaller number.',
  'admin.places.settings.error.heartbeatDays': 'Enter a whole number of days from {min} to {max}.',
  'admin.places.settings.error.wholeNumber': 'Enter a whole number from {min} to {max}.',
  'admin.places.settings.error.percent': 'Enter a percentage from {min} to {max}, e.g. 1.5.',
  'admin.places.settings.error.loanRate': 'Enter a rate from {min} to {max} %, e.g. 8.5.',
  'admin.places.settings.error.source': 'Enter where the rates come from.',
  'admin.places.settings.error.sourceTooLong': 'Keep the source under {max} characters.',
  'admin.places.settings.error.sourceUrl':
    'Enter an https:// link to the page the rates come from.',
  'admin.places.settings.error.testEmail':
    'Enter an email address like hello@agency.in, or leave it blank.',
  'admin.places.settings.error.testPhone':
    'Enter a 10-digit Indian mobile number, e.g. 98480 12345.',
  'admin.places.settings.error.tooManyTests':
    'Too many test messages: try again in {count} minutes.',
  'admin.places.settings.error.tooManyTests.one':
    'Too many test messages: try again in {count} minute.',
} as const;

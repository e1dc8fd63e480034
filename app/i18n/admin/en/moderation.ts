// The back office, in English. Moderation: the review queue and a listing's review (features/admin/moderation).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/moderation.ts, ../hi/moderation.ts).
// The listing's own fields (title, price, address…) use the listing form's labels (listingForm.field.*).
export const moderation = {
  // Page titles (routes/admin/moderation.tsx, routes/admin/listing.tsx)
  'admin.moderation.meta.queue': 'Moderation · Back office · Nivasa',
  'admin.moderation.meta.listing': '{title} · Back office · Nivasa',
  'admin.moderation.meta.listingFallback': 'Listing',

  // The review queue (moderation-page.tsx)
  'admin.moderation.queue.heading': 'Moderation',
  'admin.moderation.queue.intro':
    'Listings waiting for review, the longest waiting first. Open one to see every photo and field, then approve or reject it.',
  'admin.moderation.queue.caption': 'Listings waiting for review',
  'admin.moderation.queue.empty': 'No listings are waiting for review.',
  'admin.moderation.queue.photo': 'Photo',
  'admin.moderation.queue.review': 'Review',
  'admin.moderation.queue.pages': 'Moderation queue pages',

  // A listing's review page: its heading and links (review-page.tsx)
  'admin.moderation.review.listingId': 'Listing #{id}',
  'admin.moderation.review.reason': 'Reason: {reason}',
  'admin.moderation.review.edit': 'Edit listing',
  'admin.moderation.review.viewPublic': 'View public page',

  // Words several panels share
  'admin.moderation.common.id': 'Id',
  'admin.moderation.common.status': 'Status',
  'admin.moderation.common.owner': 'Owner',
  'admin.moderation.common.nobody': 'Nobody',

  // The decision panel (review-forms.tsx)
  'admin.moderation.decision.title': 'Decision',
  'admin.moderation.decision.approve': 'Approve',
  'admin.moderation.decision.approveHint':
    'Approving makes the listing public at once and tells the owner by SMS.',
  'admin.moderation.decision.reject': 'Reject',
  'admin.moderation.decision.rejectReason': 'Reason for rejection',
  'admin.moderation.decision.rejectHint':
    'The owner sees this in My Properties and in the SMS we send.',
  'admin.moderation.decision.noDecision': 'This listing is {status}: use Change status to move it.',
  'admin.moderation.decision.changeStatus': 'Change status',
  'admin.moderation.decision.statusReason': 'Reason (optional; required to reject)',
  'admin.moderation.decision.assign': 'Assign',
  'admin.moderation.decision.agent': 'Assign agent',
  'admin.moderation.decision.saveFeatured': 'Save featured',
  'admin.moderation.decision.featured': 'Featured on the home page',
  'admin.moderation.decision.featuredHint':
    'Featured listings come first among the latest listings while they are active.',

  // The possible duplicates, side by side (review-panels.tsx)
  'admin.moderation.duplicates.title': 'Possible duplicates',
  'admin.moderation.duplicates.none':
    'No other listing shares a photo with this one, or its address and price.',
  'admin.moderation.duplicates.intro':
    '{count} other listings may be the same property. Compare them with this one before deciding.',
  'admin.moderation.duplicates.intro.one':
    '{count} other listing may be the same property. Compare them with this one before deciding.',
  'admin.moderation.duplicates.region': 'This listing and its possible duplicates, side by side',
  'admin.moderation.duplicates.current': 'Under review',
  'admin.moderation.duplicates.candidate': 'Possible duplicate #{id}',
  'admin.moderation.duplicates.why': 'Why it may be a duplicate',
  'admin.moderation.duplicates.reason.photo': 'Same photo',
  'admin.moderation.duplicates.reason.address': 'Same address and price',
  'admin.moderation.duplicates.coverAlt': 'Cover of listing #{id}',
  'admin.moderation.duplicates.noPhoto': 'No photo',

  // The photos panel (review-panels.tsx)
  'admin.moderation.photos.title': 'Photos ({count})',
  'admin.moderation.photos.none': 'This listing has no photos.',
  'admin.moderation.photos.alt': 'View {number} of listing #{id}',
  'admin.moderation.photos.photo': 'Photo {number}',
  'admin.moderation.photos.photoCover': 'Photo {number} (cover)',
  'admin.moderation.photos.variants': 'Variants:',
  'admin.moderation.photos.hash': 'Hash {hash}',

  // The listing's fields (review-panels.tsx)
  'admin.moderation.details.title': 'Listing',
  'admin.moderation.details.titleTe': 'Title in Telugu',
  'admin.moderation.details.listingType': 'Listing type',
  'admin.moderation.details.coordinates': 'Coordinates',
  'admin.moderation.details.notGiven': 'Not given',
  'admin.moderation.details.mapUrl': 'Map link',
  'admin.moderation.details.created': 'Created',
  'admin.moderation.details.updated': 'Last updated',
  'admin.moderation.details.published': 'Published',
  'admin.moderation.details.never': 'Never',
  'admin.moderation.details.confirmed': 'Owner last confirmed',
  'admin.moderation.details.facts': 'Facts',
  'admin.moderation.details.descriptionTe': 'Description in Telugu',

  // The owner and agent panel (review-panels.tsx)
  'admin.moderation.people.title': 'Owner and agent',
  'admin.moderation.people.ownerPhone': 'Owner’s phone',
  'admin.moderation.people.agent': 'Assigned agent',
  'admin.moderation.people.featured': 'Featured',
  'admin.moderation.people.yes': 'Yes',
  'admin.moderation.people.no': 'No',

  // The status history (review-panels.tsx)
  'admin.moderation.history.title': 'Status history',
  'admin.moderation.history.caption': 'Status history, newest first',
  'admin.moderation.history.empty': 'No status changes recorded yet.',
  'admin.moderation.history.when': 'When',
  'admin.moderation.history.change': 'Change',
  'admin.moderation.history.new': 'New',
  'admin.moderation.history.to': 'to',
  'admin.moderation.history.reason': 'Reason',
  'admin.moderation.history.by': 'By',
  'admin.moderation.history.system': 'System',

  // The forms' messages next to a field (moderation-schema.ts, review-commands.server.ts)
  'admin.moderation.error.reasonShort': 'Give a reason of at least {min} characters.',
  'admin.moderation.error.reasonLong': 'Keep the reason to at most {max} characters.',
  'admin.moderation.error.status': 'Choose a status.',
  'admin.moderation.error.rejectReason': 'A rejection needs a reason of at least {min} characters.',
  'admin.moderation.error.agent': 'Choose an agent.',
  'admin.moderation.error.action': 'Choose an action.',
  'admin.moderation.refusal.notFound': 'This listing no longer exists.',
  'admin.moderation.refusal.status':
    'The listing’s status does not allow this any more: reload the page to see it now.',
  'admin.moderation.refusal.sameStatus': 'The listing already has this status.',
  'admin.moderation.refusal.notAnAgent': 'Choose one of the agents.',

  // The notices after a decision (review-commands.server.ts)
  'admin.moderation.notice.approved': 'Listing approved. The owner has been told.',
  'admin.moderation.notice.rejected': 'Listing rejected. The owner has been told why.',
  'admin.moderation.notice.statusChanged': 'Status changed to {status}.',
  'admin.moderation.notice.unassigned': 'The listing is assigned to nobody.',
  'admin.moderation.notice.assigned': 'Agent assigned.',
  'admin.moderation.notice.featured': 'The listing is featured on the home page.',
  'admin.moderation.notice.unfeatured': 'The listing is no longer featured.',
} as const;

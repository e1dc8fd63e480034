// The back office, in English. Listings and people: the listings table, the people table and a person's page (features/admin/listings, people).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/people.ts, ../hi/people.ts).
// Roles are the public catalogue's myAccount.role.*, statuses its myAccount.status.* and
// property types its propertyType.* (features/admin/listings/listing-words.ts).
export const people = {
  // The columns of the listing tables (the listings list, the moderation queue)
  'admin.people.listings.column.title': 'Title',
  'admin.people.listings.column.owner': 'Owner',
  'admin.people.listings.column.place': 'City / area',
  'admin.people.listings.column.type': 'Type',
  'admin.people.listings.column.price': 'Price',
  'admin.people.listings.column.status': 'Status',
  'admin.people.listings.column.submitted': 'Submitted',
  'admin.people.listings.status.pending': 'Pending review',

  // The listings list (/admin/listings)
  'admin.people.listings.metaTitle': 'Listings · Back office · Nivasa',
  'admin.people.listings.heading': 'Listings',
  'admin.people.listings.intro.admin':
    'Every listing in every status. Open one to review, edit, change its status, assign an agent or feature it.',
  'admin.people.listings.intro.agent': 'The listings assigned to you.',
  'admin.people.listings.filters': 'Find listings',
  'admin.people.listings.search': 'Search',
  'admin.people.listings.searchHint': 'Words of the title or address, or a listing id',
  'admin.people.listings.anyStatus': 'Any status',
  'admin.people.listings.city': 'City',
  'admin.people.listings.anyCity': 'Any city',
  'admin.people.listings.propertyType': 'Property type',
  'admin.people.listings.anyType': 'Any type',
  'admin.people.listings.listingType': 'Listing type',
  'admin.people.listings.saleOrRent': 'Sale or rent',
  'admin.people.listings.ownerPhone': 'Owner’s phone',
  'admin.people.listings.ownerPhoneInvalid': 'Enter a 10-digit mobile number',
  'admin.people.listings.assignedAgent': 'Assigned agent',
  'admin.people.listings.anyoneOrNobody': 'Anyone or nobody',
  'admin.people.listings.nobody': 'Nobody',
  'admin.people.listings.featured': 'Featured',
  'admin.people.listings.featuredOrNot': 'Featured or not',
  'admin.people.listings.featuredYes': 'Featured',
  'admin.people.listings.featuredNo': 'Not featured',
  'admin.people.listings.expiring': 'Expiring',
  'admin.people.listings.anyTime': 'Any time',
  'admin.people.listings.withinWeek': 'Within a week',
  'admin.people.listings.expiringHint': 'Active listings the owner has not confirmed lately.',
  'admin.people.listings.caption': 'Listings',
  'admin.people.listings.empty.admin': 'No listings match these filters.',
  'admin.people.listings.empty.agent': 'No listings assigned to you match these filters.',
  'admin.people.listings.column.id': 'Id',
  'admin.people.listings.column.agent': 'Agent',
  'admin.people.listings.column.updated': 'Updated',
  'admin.people.listings.yes': 'Yes',
  'admin.people.listings.no': 'No',
  'admin.people.listings.pages': 'Listing pages',
} as const;

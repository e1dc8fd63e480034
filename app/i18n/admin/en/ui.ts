// The back office, in English. The back office frame: its navigation, the dashboard, shared tables, filters, pagers and notices (features/admin/ui, dashboard, routes/admin/layout, dashboard).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/ui.ts, ../hi/ui.ts).
export const ui = {
  // The frame: page title and navigation (routes/admin/layout.tsx, ui/admin-nav.tsx, admin-routes.ts)
  'admin.ui.metaTitle': 'Back office · Nivasa',
  'admin.ui.nav.label': 'Back office',
  'admin.ui.nav.dashboard': 'Dashboard',
  'admin.ui.nav.moderation': 'Moderation',
  'admin.ui.nav.listings': 'Listings',
  'admin.ui.nav.inbox': 'Inbox',
  'admin.ui.nav.content': 'Content',
  'admin.ui.nav.places': 'Cities and areas',
  'admin.ui.nav.people': 'People',
  'admin.ui.nav.settings': 'Settings',
  'admin.ui.nav.outbox': 'Outbox',
  'admin.ui.nav.audit': 'Audit log',

  // Shared list parts: filter bar, table sorting, page links (ui/filter-bar.tsx, data-table.tsx, admin-pagination.tsx)
  'admin.ui.filter.submit': 'Filter',
  'admin.ui.filter.clear': 'Clear',
  'admin.ui.table.sortBy': 'Sort by',
  'admin.ui.table.sortedAscending': 'sorted ascending',
  'admin.ui.table.sortedDescending': 'sorted descending',
  'admin.ui.table.sort': 'sort',
  'admin.ui.pagination.results': '{count} results',
  'admin.ui.pagination.results.one': '{count} result',
  'admin.ui.pagination.pageOf': 'page {page} of {pageCount}',
  'admin.ui.pagination.previous': 'Previous',
  'admin.ui.pagination.next': 'Next',
  'admin.ui.pagination.page': 'Page {page}',

  // Dashboard (dashboard/dashboard-page.tsx, dashboard.server.ts, routes/admin/dashboard.tsx)
  'admin.ui.dashboard.metaTitle': 'Dashboard · Back office · Nivasa',
  'admin.ui.dashboard.heading': 'Dashboard',
  'admin.ui.dashboard.intro.admin': 'What needs the agency today.',
  'admin.ui.dashboard.intro.agent':
    'Your enquiries and visit requests, and the listings assigned to you.',
  'admin.ui.dashboard.pending.label': 'Listings pending review',
  'admin.ui.dashboard.pending.description': 'Waiting in the moderation queue',
  'admin.ui.dashboard.inquiries.label': 'New enquiries',
  'admin.ui.dashboard.inquiries.description': 'Not handled yet',
  'admin.ui.dashboard.inquiries.descriptionAgent': 'Yours, not handled yet',
  'admin.ui.dashboard.visits.label': 'Visit requests to confirm',
  'admin.ui.dashboard.visits.description': 'Requested, not confirmed yet',
  'admin.ui.dashboard.visits.descriptionAgent': 'Assigned to you, not confirmed yet',
  'admin.ui.dashboard.expiring.label': 'Listings expiring this week',
  'admin.ui.dashboard.expiring.description': 'Not confirmed by the owner within {days} days',
  'admin.ui.dashboard.users.label': 'New users this week',
  'admin.ui.dashboard.users.description': 'Registered in the last 7 days',
  // The same words as smsDeliveryWarning (features/sms/sms.server.ts), which the log keeps in English.
  'admin.ui.dashboard.alert.smsOutbox':
    'No SMS provider is set (SMS_PROVIDER=outbox): SMS are written to the outbox file, not delivered to phones.',
  'admin.ui.dashboard.alert.smsBudget':
    'The daily SMS budget of {count} is reached: notices to owners are not sent until {time} (reset codes still are). Raise it in Settings if this is real traffic.',
  'admin.ui.dashboard.latest.heading': 'Latest enquiries',
  'admin.ui.dashboard.latest.empty': 'No enquiries or visit requests yet.',
  'admin.ui.dashboard.latest.item': '{type} from {name}',
  'admin.ui.dashboard.latest.more': 'and {count} more',
  'admin.ui.dashboard.latest.open': 'Open the inbox',
} as const;

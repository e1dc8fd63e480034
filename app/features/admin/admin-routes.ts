// Every back-office page and who may open it: 'staff' (agents and admins) or 'admin'. The
// menu shows each person only what they may open, and the access test (tests/e2e/
// admin-access.spec.ts) checks every /admin route of app/routes.ts against this table, so a
// new route without an entry fails the test. Agents see only their own records on 'staff'
// pages (the loaders filter by assignment).

export type AdminAccess = 'staff' | 'admin';

export const ADMIN_ROUTE_ACCESS: Readonly<Record<string, AdminAccess>> = {
  admin: 'staff',
  'admin/moderation': 'admin',
  'admin/listings': 'staff',
  'admin/listings/:id': 'staff',
  'admin/inbox': 'staff',
  'admin/inbox/export.csv': 'staff',
  'admin/inbox/inquiries/:id': 'staff',
  'admin/inbox/visits/:id': 'staff',
  'admin/content': 'admin',
  'admin/content/:kind': 'admin',
  'admin/content/:kind/:id': 'admin',
  'admin/places': 'admin',
  'admin/people': 'admin',
  'admin/people/:id': 'admin',
  'admin/settings': 'admin',
  'admin/outbox': 'admin',
  'admin/audit': 'admin',
};

/** Who may open the route with this pattern ('/admin/listings/:id'); unknown: admins only. */
export function accessOf(pattern: string): AdminAccess {
  return ADMIN_ROUTE_ACCESS[pattern.replace(/^\/+|\/+$/g, '')] ?? 'admin';
}

/** Whether a member of staff with `role` may open a page for `access`. */
export function mayOpen(access: AdminAccess, role: 'agent' | 'admin'): boolean {
  return access === 'staff' || role === 'admin';
}

export const ADMIN_NAV: readonly {
  to: string;
  label: string;
  access: AdminAccess;
  end?: boolean;
}[] = [
  { to: '/admin', label: 'Dashboard', access: 'staff', end: true },
  { to: '/admin/moderation', label: 'Moderation', access: 'admin' },
  { to: '/admin/listings', label: 'Listings', access: 'staff' },
  { to: '/admin/inbox', label: 'Inbox', access: 'staff' },
  { to: '/admin/content', label: 'Content', access: 'admin' },
  { to: '/admin/places', label: 'Cities and areas', access: 'admin' },
  { to: '/admin/people', label: 'People', access: 'admin' },
  { to: '/admin/settings', label: 'Settings', access: 'admin' },
  { to: '/admin/outbox', label: 'Outbox', access: 'admin' },
  { to: '/admin/audit', label: 'Audit log', access: 'admin' },
];

// Every back-office page and who may open it: 'staff' (agents and admins) or 'admin'. The
// menu shows each person only what they may open, and the access test (tests/e2e/
// admin-access.spec.ts) checks every /admin route of app/routes.ts against this table, so a
// new route without an entry fails the test. Agents see only their own records on 'staff'
// pages (the loaders filter by assignment).

import type { AdminMessageKey } from '../../i18n/admin/admin-en.ts';

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

/** The menu's sections; `label` is the catalogue key of the section's name. */
export const ADMIN_NAV: readonly {
  to: string;
  label: AdminMessageKey;
  access: AdminAccess;
  end?: boolean;
}[] = [
  { to: '/admin', label: 'admin.ui.nav.dashboard', access: 'staff', end: true },
  { to: '/admin/moderation', label: 'admin.ui.nav.moderation', access: 'admin' },
  { to: '/admin/listings', label: 'admin.ui.nav.listings', access: 'staff' },
  { to: '/admin/inbox', label: 'admin.ui.nav.inbox', access: 'staff' },
  { to: '/admin/content', label: 'admin.ui.nav.content', access: 'admin' },
  { to: '/admin/places', label: 'admin.ui.nav.places', access: 'admin' },
  { to: '/admin/people', label: 'admin.ui.nav.people', access: 'admin' },
  { to: '/admin/settings', label: 'admin.ui.nav.settings', access: 'admin' },
  { to: '/admin/outbox', label: 'admin.ui.nav.outbox', access: 'admin' },
  { to: '/admin/audit', label: 'admin.ui.nav.audit', access: 'admin' },
];

import { expect, test } from 'vitest';
import { accessOf } from './admin-routes.ts';

test('a route pattern maps to its access rule; one missing from the table is admins-only', () => {
  expect(accessOf('/admin')).toBe('staff');
  expect(accessOf('/admin/listings/:id')).toBe('staff');
  expect(accessOf('/admin/inbox/export.csv')).toBe('staff');
  expect(accessOf('/admin/people/:id')).toBe('admin');
  expect(accessOf('/admin/settings')).toBe('admin');
  expect(accessOf('/admin/something-new')).toBe('admin');
});

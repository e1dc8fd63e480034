import type { ListingStatus, UserRole } from '../../db/schema/enums.ts';

// The one home of who may do what with a listing. Every write checks it on the server; a
// route never compares roles itself.

/** The signed-in user doing something. */
export type Actor = { id: number; role: UserRole };

/** Who is looking at a page: a signed-in user, or null for a visitor. */
export type Viewer = Actor | null;

/** Agents and admins: the agency's own people (the back office's staff). */
export function isAgencyStaff<A extends Actor>(actor: A): actor is A & { role: 'agent' | 'admin' } {
  return actor.role === 'agent' || actor.role === 'admin';
}

/** The owner-or-admin rule: who may edit, withdraw, relist, confirm or delete a listing. */
export function mayManageListing(actor: Viewer, ownerId: number): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || actor.id === ownerId;
}

/**
 * Active listings are public. Anything else (pending, sold, withdrawn…) is visible only to
 * its owner and to admins, who see it as a preview with a status banner.
 */
export function canViewListing(
  listing: { status: ListingStatus; ownerId: number },
  viewer: Viewer,
): boolean {
  return listing.status === 'active' || mayManageListing(viewer, listing.ownerId);
}

/** True when the viewer sees a listing the public cannot see. */
export function isPreview(
  listing: { status: ListingStatus; ownerId: number },
  viewer: Viewer,
): boolean {
  return listing.status !== 'active' && canViewListing(listing, viewer);
}

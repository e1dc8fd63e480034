import type { ListingStatus, UserRole } from '../../db/schema/enums.ts';

/** Who is looking at a listing: a signed-in user, or null for a visitor. */
export type Viewer = { id: number; role: UserRole } | null;

/**
 * Active listings are public. Anything else (pending, sold, withdrawn…) is visible only to
 * its owner and to admins, who see it as a preview with a status banner.
 */
export function canViewListing(
  listing: { status: ListingStatus; ownerId: number },
  viewer: Viewer,
): boolean {
  if (listing.status === 'active') return true;
  if (!viewer) return false;
  return viewer.role === 'admin' || viewer.id === listing.ownerId;
}

/** True when the viewer sees a listing the public cannot see. */
export function isPreview(
  listing: { status: ListingStatus; ownerId: number },
  viewer: Viewer,
): boolean {
  return listing.status !== 'active' && canViewListing(listing, viewer);
}

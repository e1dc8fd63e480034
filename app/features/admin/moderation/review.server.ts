import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import {
  listingStatusEvents,
  properties,
  propertyImages,
  users,
  type ListingStatus,
} from '../../../db/schema/index.ts';
import { listingFactColumns } from '../../listing-details/listing-details.server.ts';
import { PHOTO_FILE_COLUMNS } from '../../listings/listings.server.ts';
import { isRowId } from '../../listings/row-ids.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { isAdmin, mayHandle, type StaffUser } from '../access.server.ts';
import { listAgents, selectAdminListings, withNames } from '../listings/listings.server.ts';
import { findPossibleDuplicates, type DuplicateListing } from './duplicates.server.ts';

// The review page of one listing (/admin/listings/:id): every field and photo, the owner and
// the assigned agent, the status history and, for admins, the possible duplicates and the
// agents to assign. What an admin does there is in review-commands.server.ts.

export type StatusEvent = {
  id: number;
  fromStatus: ListingStatus | null;
  toStatus: ListingStatus;
  reason: string | null;
  actorName: string | null;
  createdAt: Date;
};

type AgentOption = { id: number; name: string };

const HISTORY_LIMIT = 100;

const actorUsers = alias(users, 'actor_users');

const reviewColumns = {
  ...listingFactColumns,
  // The owner's Telugu words, reviewed with the English: Telugu pages publish them.
  titleTe: properties.titleTe,
  descriptionTe: properties.descriptionTe,
  statusReason: properties.statusReason,
  featured: properties.featured,
  cityId: properties.cityId,
  updatedAt: properties.updatedAt,
  confirmedAt: properties.confirmedAt,
  assignedAgentUserId: properties.assignedAgentUserId,
  ownerId: properties.ownerId,
  ownerRole: users.role,
};

async function loadReviewRow(id: number) {
  const [row] = await selectAdminListings(reviewColumns).where(eq(properties.id, id)).limit(1);
  return row ? withNames(row) : null;
}

type ReviewRow = NonNullable<Awaited<ReturnType<typeof loadReviewRow>>>;

export type ListingReview = {
  listing: Omit<ReviewRow, 'ownerName' | 'ownerPhone' | 'ownerRole' | 'agentName'> & {
    lister: { name: string; isAgent: boolean };
  };
  owner: { id: number; name: string; phone: string; role: string };
  agent: AgentOption | null;
  photos: Awaited<ReturnType<typeof listPhotos>>;
  history: StatusEvent[];
  duplicates: DuplicateListing[];
  /** Agents to assign (admins only; empty for an agent, who cannot assign). */
  agents: AgentOption[];
};

/** Every photo of the listing in its order, with its hash (the duplicates search fills it in). */
function listPhotos(propertyId: number) {
  return getDb()
    .select({
      id: propertyImages.id,
      ...PHOTO_FILE_COLUMNS,
      altText: propertyImages.altText,
      perceptualHash: propertyImages.perceptualHash,
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
}

async function statusHistory(propertyId: number): Promise<StatusEvent[]> {
  const rows = await getDb()
    .select({
      id: listingStatusEvents.id,
      fromStatus: listingStatusEvents.fromStatus,
      toStatus: listingStatusEvents.toStatus,
      reason: listingStatusEvents.reason,
      actorFirstName: actorUsers.firstName,
      actorLastName: actorUsers.lastName,
      actorRole: actorUsers.role,
      createdAt: listingStatusEvents.createdAt,
    })
    .from(listingStatusEvents)
    .leftJoin(actorUsers, eq(actorUsers.id, listingStatusEvents.actorUserId))
    .where(eq(listingStatusEvents.propertyId, propertyId))
    .orderBy(desc(listingStatusEvents.createdAt), desc(listingStatusEvents.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ actorFirstName, actorLastName, actorRole, ...row }) => ({
    ...row,
    actorName:
      actorFirstName === null ? null : `${actorFirstName} ${actorLastName} (${actorRole})`.trim(),
  }));
}

/**
 * Everything the review page shows of one listing, or null when it does not exist or the
 * actor may not see it (an agent sees only the listings assigned to them: never a hint that
 * others exist).
 */
export async function getListingReview(
  actor: StaffUser,
  id: number,
  storage: MediaStorage = getMediaStorage(),
): Promise<ListingReview | null> {
  if (!isRowId(id)) return null;
  const row = await loadReviewRow(id);
  if (!row || !mayHandle(actor, row.assignedAgentUserId)) return null;
  const { ownerName, ownerPhone, ownerRole, agentName, ...listing } = row;
  const photos = await listPhotos(id);
  const [history, duplicates, agents] = await Promise.all([
    statusHistory(id),
    // Duplicates are other listings (anyone's, in any status): a moderation aid for admins,
    // never shown to an agent, who sees only the listings assigned to them.
    isAdmin(actor) ? findPossibleDuplicates(listing, photos, storage) : Promise.resolve([]),
    isAdmin(actor) ? listAgents({ activeOnly: true }) : Promise.resolve([]),
  ]);
  // findPossibleDuplicates stored the hashes it computed; show them.
  return {
    listing: { ...listing, lister: { name: ownerName, isAgent: ownerRole !== 'user' } },
    owner: { id: listing.ownerId, name: ownerName, phone: ownerPhone, role: ownerRole },
    agent:
      listing.assignedAgentUserId !== null && agentName !== null
        ? { id: listing.assignedAgentUserId, name: agentName }
        : null,
    photos,
    history,
    duplicates,
    agents,
  };
}

/** Whether the actor may open the listing's review page (it exists; an agent's own only). */
export async function mayReviewListing(actor: StaffUser, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const [row] = await getDb()
    .select({ assignedAgentUserId: properties.assignedAgentUserId })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row !== undefined && mayHandle(actor, row.assignedAgentUserId);
}

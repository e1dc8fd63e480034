import { cleanText } from '../../../lib/forms.ts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { getDb } from '../../../db/db.server.ts';
import {
  areas,
  cities,
  listingStatusEvents,
  properties,
  propertyImages,
  users,
  type ListingStatus,
  type ListingType,
  type PropertyType,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/http.ts';
import { getLogger } from '../../../lib/logger.server.ts';
import { fail, ok, type Result } from '../../../lib/result.ts';
import { listingFactColumns } from '../../listing-details/listing-details.server.ts';
import type { ListingCardData } from '../../listings/listing-card-data.ts';
import { withCovers } from '../../listings/listings.server.ts';
import { recordStatusChange } from '../../listings/manage-listings.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';
import { isRowId } from '../../listings/row-ids.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { getSmsSender } from '../../sms/sms.server.ts';
import { getSiteSettings } from '../../settings/site-settings.server.ts';
import { assertAdmin, isAdmin, mayHandle, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { ADMIN_PAGE_SIZE, pageCountOf } from '../ui/list-query.ts';
import { findPossibleDuplicates, type DuplicateListing } from './duplicates.server.ts';
import {
  AssignSchema,
  ChangeStatusSchema,
  FeatureSchema,
  isReviewIntent,
  RejectSchema,
  STATUS_LABELS,
  type ReviewActionData,
  type ReviewValues,
} from './moderation-schema.ts';

// Moderation: the queue of listings waiting for review, the review page of one listing, and
// what an admin does there (approve, reject, change status, assign an agent, feature). Every
// command checks the role itself (the routes check it too), runs in one transaction with its
// status history row and audit entry, and tells the owner by SMS only after it committed.

// ---------------------------------------------------------------------------------------
// The queue

export type QueueItem = {
  id: number;
  title: string;
  ownerName: string;
  ownerPhone: string;
  cityName: string;
  areaName: string;
  propertyType: PropertyType;
  listingType: ListingType;
  price: number;
  /** When it last went to review (created, edited or relisted). */
  submittedAt: Date;
  cover: ListingCardData['cover'];
};

/**
 * Pending listings, the longest waiting first, a page at a time. Served by
 * properties_status_idx (status, updated_at): an owner's edit or relist sets updated_at as it
 * sends the listing to review, so it is the time the listing joined the queue.
 */
export async function listModerationQueue(
  actor: StaffUser,
  page: number,
): Promise<{ items: QueueItem[]; total: number; page: number; pageCount: number }> {
  assertAdmin(actor);
  const db = getDb();
  const pending = eq(properties.status, 'pending');
  const [totalRow] = await db.select({ n: count() }).from(properties).where(pending);
  const total = totalRow?.n ?? 0;
  const pageCount = pageCountOf(total);
  const current = Math.min(page, pageCount);
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerPhone: users.phone,
      cityName: cities.name,
      areaName: areas.name,
      propertyType: properties.propertyType,
      listingType: properties.listingType,
      price: properties.price,
      submittedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(pending)
    .orderBy(asc(properties.updatedAt), asc(properties.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  const items = (await withCovers(rows)).map(({ ownerFirstName, ownerLastName, ...row }) => ({
    ...row,
    ownerName: `${ownerFirstName} ${ownerLastName}`.trim(),
  }));
  return { items, total, page: current, pageCount };
}

// ---------------------------------------------------------------------------------------
// The review page

type ReviewPhoto = {
  id: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  altText: string | null;
  perceptualHash: string | null;
};

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

const agentUsers = alias(users, 'agent_users');
const actorUsers = alias(users, 'actor_users');

const reviewColumns = {
  ...listingFactColumns,
  statusReason: properties.statusReason,
  featured: properties.featured,
  cityId: properties.cityId,
  updatedAt: properties.updatedAt,
  confirmedAt: properties.confirmedAt,
  assignedAgentUserId: properties.assignedAgentUserId,
  ownerId: properties.ownerId,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerPhone: users.phone,
  ownerRole: users.role,
  agentFirstName: agentUsers.firstName,
  agentLastName: agentUsers.lastName,
};

async function loadReviewRow(id: number) {
  const [row] = await getDb()
    .select(reviewColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(agentUsers, eq(agentUsers.id, properties.assignedAgentUserId))
    .where(eq(properties.id, id))
    .limit(1);
  return row ?? null;
}

type ReviewRow = NonNullable<Awaited<ReturnType<typeof loadReviewRow>>>;

export type ListingReview = {
  listing: Omit<
    ReviewRow,
    | 'ownerFirstName'
    | 'ownerLastName'
    | 'ownerPhone'
    | 'ownerRole'
    | 'agentFirstName'
    | 'agentLastName'
  > & { lister: { name: string; isAgent: boolean } };
  owner: { id: number; name: string; phone: string; role: string };
  agent: AgentOption | null;
  photos: ReviewPhoto[];
  history: StatusEvent[];
  duplicates: DuplicateListing[];
  /** Agents to assign (admins only; empty for an agent, who cannot assign). */
  agents: AgentOption[];
};

async function listAgents(): Promise<AgentOption[]> {
  // Served by users_role_idx; an agency has a handful of agents.
  const rows = await getDb()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, 'agent'), eq(users.status, 'active')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
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
  const {
    ownerFirstName,
    ownerLastName,
    ownerPhone,
    ownerRole,
    agentFirstName,
    agentLastName,
    ...listing
  } = row;
  const ownerName = `${ownerFirstName} ${ownerLastName}`.trim();
  const photos = await getDb()
    .select({
      id: propertyImages.id,
      storageKey: propertyImages.storageKey,
      widths: propertyImages.widths,
      width: propertyImages.width,
      height: propertyImages.height,
      altText: propertyImages.altText,
      perceptualHash: propertyImages.perceptualHash,
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
  const [history, duplicates, agents] = await Promise.all([
    statusHistory(id),
    // Duplicates are other listings (anyone's, in any status): a moderation aid for admins,
    // never shown to an agent, who sees only the listings assigned to them.
    isAdmin(actor) ? findPossibleDuplicates(listing, photos, storage) : Promise.resolve([]),
    isAdmin(actor) ? listAgents() : Promise.resolve([]),
  ]);
  // findPossibleDuplicates stored the hashes it computed; show them.
  return {
    listing: {
      ...listing,
      lister: { name: ownerName, isAgent: ownerRole !== 'user' },
    },
    owner: { id: listing.ownerId, name: ownerName, phone: ownerPhone, role: ownerRole },
    agent:
      listing.assignedAgentUserId !== null && agentFirstName !== null
        ? {
            id: listing.assignedAgentUserId,
            name: `${agentFirstName} ${agentLastName ?? ''}`.trim(),
          }
        : null,
    photos,
    history,
    duplicates,
    agents,
  };
}

// ---------------------------------------------------------------------------------------
// Commands

type ReviewRefusal =
  /** No such listing. */
  | 'not-found'
  /** The listing's status does not allow the action (approve: only pending). */
  | 'status'
  /** The status chosen is the one it has. */
  | 'same-status'
  /** The user chosen is not an agent. */
  | 'not-an-agent';

type ReviewResult = Result<void, ReviewRefusal>;

class Refused extends Error {
  override name = 'Refused';
  readonly reason: ReviewRefusal;
  constructor(reason: ReviewRefusal) {
    super(`The review action was refused: ${reason}`);
    this.reason = reason;
  }
}

async function asResult<T>(run: () => Promise<T>): Promise<Result<T, ReviewRefusal>> {
  try {
    return ok(await run());
  } catch (error) {
    if (error instanceof Refused) return fail(error.reason);
    throw error;
  }
}

/** The listing's row, locked for the transaction. */
async function lockListing(tx: Tx, id: number) {
  if (!isRowId(id)) throw new Refused('not-found');
  const [row] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      statusReason: properties.statusReason,
      publishedAt: properties.publishedAt,
      assignedAgentUserId: properties.assignedAgentUserId,
      featured: properties.featured,
      ownerPhone: users.phone,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  if (!row) throw new Refused('not-found');
  return row;
}

/** What the owner is told after a status change committed. */
type OwnerNotice = {
  eventId: number;
  propertyId: number;
  title: string;
  phone: string;
  to: ListingStatus;
  reason: string | null;
};

const shortTitle = (title: string) => (title.length > 60 ? `${title.slice(0, 59)}…` : title);

/** The SMS an owner gets when their listing goes live or is rejected; null for other changes. */
function ownerNoticeText(notice: Omit<OwnerNotice, 'eventId' | 'phone'>): string | null {
  const { agencyName, siteUrl } = getSiteSettings();
  const title = shortTitle(notice.title);
  if (notice.to === 'active') {
    return `${agencyName}: your listing "${title}" is now live: ${siteUrl}/product-details/${notice.propertyId}`;
  }
  if (notice.to === 'rejected') {
    const reason = notice.reason ? `: ${notice.reason.slice(0, 300)}` : '';
    return `${agencyName}: your listing "${title}" was not approved${reason}. Edit it in My Properties: ${siteUrl}/my-account/properties`;
  }
  return null;
}

/**
 * Tells the owner by SMS (owners have phones, not emails), keyed on the status event so a
 * retry sends nothing twice. A failure is logged and never undoes the change.
 */
async function notifyOwner(notice: OwnerNotice): Promise<void> {
  const text = ownerNoticeText(notice);
  if (!text) return;
  try {
    const sent = await getSmsSender().send({
      to: notice.phone,
      text,
      maskedText: text,
      idempotencyKey: `listing-status:${notice.eventId}`,
    });
    if (sent.status === 'failed') {
      getLogger().warn(
        { propertyId: notice.propertyId, smsId: sent.id },
        'the owner could not be told about the listing status',
      );
    }
  } catch (error) {
    getLogger().error(
      { err: error, propertyId: notice.propertyId },
      'the owner could not be told about the listing status',
    );
  }
}

type StatusChange = {
  to: ListingStatus;
  reason: string | null;
  /** The statuses the action may start from; undefined: any other status (the override). */
  from?: readonly ListingStatus[];
  audit: 'listing.approve' | 'listing.reject' | 'listing.status';
  now?: Date;
};

async function changeStatus(
  actor: StaffUser,
  id: number,
  change: StatusChange,
): Promise<ReviewResult> {
  assertAdmin(actor);
  const now = change.now ?? new Date();
  const outcome = await asResult(() =>
    getDb().transaction(async (tx) => {
      const row = await lockListing(tx, id);
      if (change.from && !change.from.includes(row.status)) throw new Refused('status');
      if (row.status === change.to) throw new Refused('same-status');
      const goesLive = change.to === 'active';
      const after = {
        status: change.to,
        statusReason: change.reason,
        // First publication; approval also starts the availability clock again, so a
        // listing that waited long in the queue does not expire at the next sweep.
        publishedAt: goesLive && row.publishedAt === null ? now : row.publishedAt,
      };
      await tx
        .update(properties)
        .set({ ...after, ...(goesLive ? { confirmedAt: now } : {}), updatedAt: now })
        .where(eq(properties.id, row.id));
      const eventId = await recordStatusChange(tx, {
        propertyId: row.id,
        from: row.status,
        to: change.to,
        reason: change.reason,
        actorUserId: actor.id,
        at: now,
      });
      await recordAudit(tx, actor, {
        action: change.audit,
        entityType: 'listing',
        entityId: row.id,
        before: {
          status: row.status,
          statusReason: row.statusReason,
          publishedAt: row.publishedAt,
        },
        after,
      });
      return {
        eventId,
        propertyId: row.id,
        title: row.title,
        phone: row.ownerPhone,
        to: change.to,
        reason: change.reason,
      } satisfies OwnerNotice;
    }),
  );
  if (!outcome.ok) return outcome;
  await notifyOwner(outcome.value);
  return ok();
}

/** Pending → active: the listing goes public; the owner is told. */
function approveListing(actor: StaffUser, id: number, now?: Date): Promise<ReviewResult> {
  return changeStatus(actor, id, {
    to: 'active',
    reason: null,
    from: ['pending'],
    audit: 'listing.approve',
    now,
  });
}

/** Pending or active → rejected with a reason the owner sees in My Properties and by SMS. */
function rejectListing(
  actor: StaffUser,
  id: number,
  reason: string,
  now?: Date,
): Promise<ReviewResult> {
  return changeStatus(actor, id, {
    to: 'rejected',
    reason,
    from: ['pending', 'active'],
    audit: 'listing.reject',
    now,
  });
}

/** Any status to any other (an admin's override), with an optional reason. */
function overrideListingStatus(
  actor: StaffUser,
  id: number,
  status: ListingStatus,
  reason: string | null,
  now?: Date,
): Promise<ReviewResult> {
  return changeStatus(actor, id, { to: status, reason, audit: 'listing.status', now });
}

/**
 * Assigns the listing to an agent (null: nobody). It is back-office bookkeeping, not a change
 * to the listing, so updated_at stays (the queue's order and the owner's dates do not move).
 */
async function assignListingAgent(
  actor: StaffUser,
  id: number,
  agentUserId: number | null,
): Promise<ReviewResult> {
  assertAdmin(actor);
  return asResult(() =>
    getDb().transaction(async (tx) => {
      const row = await lockListing(tx, id);
      if (agentUserId !== null) {
        const [agent] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, agentUserId), eq(users.role, 'agent')))
          .limit(1);
        if (!agent) throw new Refused('not-an-agent');
      }
      if (row.assignedAgentUserId === agentUserId) return;
      await tx
        .update(properties)
        .set({ assignedAgentUserId: agentUserId })
        .where(eq(properties.id, row.id));
      await recordAudit(tx, actor, {
        action: 'listing.assign',
        entityType: 'listing',
        entityId: row.id,
        before: { assignedAgentUserId: row.assignedAgentUserId },
        after: { assignedAgentUserId: agentUserId },
      });
    }),
  );
}

/** Marks the listing featured (shown first on the home page while active) or not. */
async function setListingFeatured(
  actor: StaffUser,
  id: number,
  featured: boolean,
): Promise<ReviewResult> {
  assertAdmin(actor);
  return asResult(() =>
    getDb().transaction(async (tx) => {
      const row = await lockListing(tx, id);
      if (row.featured === featured) return;
      await tx.update(properties).set({ featured }).where(eq(properties.id, row.id));
      await recordAudit(tx, actor, {
        action: 'listing.feature',
        entityType: 'listing',
        entityId: row.id,
        before: { featured: row.featured },
        after: { featured },
      });
    }),
  );
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

// ---------------------------------------------------------------------------------------
// The review page's forms

export type ReviewSubmission =
  { ok: true; notice: string } | { ok: false; status: number; answer: ReviewActionData };

const REFUSAL_TEXT: Record<ReviewRefusal, string> = {
  'not-found': 'This listing no longer exists.',
  status: 'The listing’s status does not allow this any more: reload the page to see it now.',
  'same-status': 'The listing already has this status.',
  'not-an-agent': 'Choose one of the agents.',
};

function firstErrors(error: z.ZodError): ReviewActionData['errors'] {
  const errors: ReviewActionData['errors'] = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form') as keyof ReviewActionData['errors'];
    errors[key] ??= issue.message;
  }
  return errors;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? cleanText(value) : '';
};

/**
 * One post of the review page, by its `intent`: checks the input with the form's schema and
 * runs the command. Answers the notice to show after the redirect, or the errors with what
 * was typed. The route has already checked that the actor is an admin.
 */
export async function submitReviewAction(
  actor: StaffUser,
  id: number,
  form: FormData,
): Promise<ReviewSubmission> {
  const intent = form.get('intent');
  if (!isReviewIntent(intent)) {
    return {
      ok: false,
      status: 400,
      answer: { intent: 'status', errors: { form: 'Choose an action.' }, values: {} },
    };
  }
  const values: ReviewValues = {
    reason: text(form, 'reason').slice(0, 2000),
    status: text(form, 'status'),
    agentUserId: text(form, 'agentUserId'),
  };
  const refused = (errors: ReviewActionData['errors'], status = 400): ReviewSubmission => ({
    ok: false,
    status,
    answer: { intent, errors, values },
  });

  let result: ReviewResult;
  let notice: string;
  switch (intent) {
    case 'approve':
      result = await approveListing(actor, id);
      notice = 'Listing approved. The owner has been told.';
      break;
    case 'reject': {
      const parsed = RejectSchema.safeParse({ reason: values.reason });
      if (!parsed.success) return refused(firstErrors(parsed.error));
      result = await rejectListing(actor, id, parsed.data.reason);
      notice = 'Listing rejected. The owner has been told why.';
      break;
    }
    case 'status': {
      const parsed = ChangeStatusSchema.safeParse({ status: values.status, reason: values.reason });
      if (!parsed.success) return refused(firstErrors(parsed.error));
      result = await overrideListingStatus(actor, id, parsed.data.status, parsed.data.reason);
      notice = `Status changed to ${STATUS_LABELS[parsed.data.status].toLowerCase()}.`;
      break;
    }
    case 'assign': {
      const parsed = AssignSchema.safeParse({ agentUserId: values.agentUserId });
      if (!parsed.success) return refused(firstErrors(parsed.error));
      result = await assignListingAgent(actor, id, parsed.data.agentUserId);
      notice =
        parsed.data.agentUserId === null ? 'The listing is assigned to nobody.' : 'Agent assigned.';
      break;
    }
    case 'feature': {
      const parsed = FeatureSchema.parse({ featured: text(form, 'featured') });
      result = await setListingFeatured(actor, id, parsed.featured);
      notice = parsed.featured
        ? 'The listing is featured on the home page.'
        : 'The listing is no longer featured.';
      break;
    }
  }
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound();
    const field = result.reason === 'not-an-agent' ? 'agentUserId' : 'form';
    return refused({ [field]: REFUSAL_TEXT[result.reason] }, 409);
  }
  return { ok: true, notice };
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { properties, users, type ListingStatus } from '../../../db/schema/index.ts';
import { formText, parseForm, type FieldErrors } from '../../../lib/forms.ts';
import { catchRefusal, fail, ok, refuse, type Failure, type Result } from '../../../lib/result.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';
import { recordStatusChange } from '../../listings/manage-listings.server.ts';
import { isRowId } from '../../listings/row-ids.ts';
import { ACTIVE_AGENT, assertAdmin, type StaffUser } from '../access.server.ts';
import {
  AssignSchema,
  ChangeStatusSchema,
  FeatureSchema,
  isReviewIntent,
  REASON_MAX,
  REASON_MIN,
  RejectSchema,
  type ReviewActionData,
} from './moderation-schema.ts';
import { storedLocale, type Locale } from '../../../i18n/locales.ts';
import { translator, type MessageKey, type Translate } from '../../../i18n/translate.ts';
import { statusLabel } from '../listings/listing-words.ts';
import { notifyOwner, type OwnerNotice } from './owner-notice.server.ts';

// What an admin does on a listing's review page: approve, reject, change the status, assign
// an agent, feature it. Every command checks the role itself (the route checks it too), runs
// in one transaction with its status history row and audit entry, and tells the owner by SMS
// only after it committed.

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

/** The listing's row, locked for the transaction. */
async function lockListing(tx: Tx, id: number) {
  if (!isRowId(id)) refuse('not-found');
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
      ownerLocale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  if (!row) refuse('not-found');
  return row;
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
  const outcome = await catchRefusal<Failure<ReviewRefusal>, OwnerNotice>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockListing(tx, id);
      if (change.from && !change.from.includes(row.status)) refuse('status');
      if (row.status === change.to) refuse('same-status');
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
        locale: storedLocale(row.ownerLocale),
        to: change.to,
        reason: change.reason,
      };
    }),
  );
  if (!outcome.ok) return outcome;
  await notifyOwner(outcome.value);
  return ok();
}

/** Pending → active: the listing goes public; the owner is told. */
function approveListing(actor: StaffUser, id: number): Promise<ReviewResult> {
  return changeStatus(actor, id, {
    to: 'active',
    reason: null,
    from: ['pending'],
    audit: 'listing.approve',
  });
}

/** Pending or active → rejected with a reason the owner sees in My Properties and by SMS. */
function rejectListing(actor: StaffUser, id: number, reason: string): Promise<ReviewResult> {
  return changeStatus(actor, id, {
    to: 'rejected',
    reason,
    from: ['pending', 'active'],
    audit: 'listing.reject',
  });
}

/** Any status to any other (an admin's override), with an optional reason. */
function overrideListingStatus(
  actor: StaffUser,
  id: number,
  status: ListingStatus,
  reason: string | null,
): Promise<ReviewResult> {
  return changeStatus(actor, id, { to: status, reason, audit: 'listing.status' });
}

/**
 * Assigns the listing to an agent (null: nobody). It is back-office bookkeeping, not a change
 * to the listing, so updated_at stays (the queue's order and the owner's dates do not move).
 */
function assignListingAgent(
  actor: StaffUser,
  id: number,
  agentUserId: number | null,
): Promise<ReviewResult> {
  assertAdmin(actor);
  return catchRefusal<Failure<ReviewRefusal>, void>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockListing(tx, id);
      if (agentUserId !== null) {
        const [agent] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, agentUserId), ACTIVE_AGENT))
          .limit(1);
        if (!agent) refuse('not-an-agent');
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
function setListingFeatured(
  actor: StaffUser,
  id: number,
  featured: boolean,
): Promise<ReviewResult> {
  assertAdmin(actor);
  return catchRefusal<Failure<ReviewRefusal>, void>(() =>
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

// ---------------------------------------------------------------------------------------
// The review page's forms

/**
 * A post of the review page: the notice to show after the redirect, or why not with the
 * answer to show (the errors and what was typed). 'invalid': the input was not acceptable;
 * the other reasons are the command's refusals.
 */
export type ReviewSubmission = Result<
  string,
  'invalid' | ReviewRefusal,
  { answer: ReviewActionData }
>;

const REFUSAL_TEXT: Record<ReviewRefusal, MessageKey> = {
  'not-found': 'admin.moderation.refusal.notFound',
  status: 'admin.moderation.refusal.status',
  'same-status': 'admin.moderation.refusal.sameStatus',
  'not-an-agent': 'admin.moderation.refusal.notAnAgent',
};

/** A reason longer than this is cut before it is checked or shown again. */
const TYPED_REASON_MAX = 2000;

/** Runs one command, or answers the form's field errors (catalogue keys) without running it. */
type Run = { notice: string; result: ReviewResult } | { errors: FieldErrors };

/** A schema's messages in the page's language, with the reason's limits filled in. */
function errorTexts(t: Translate, errors: FieldErrors): ReviewActionData['errors'] {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    if (key) out[field] = t(key, { min: REASON_MIN, max: REASON_MAX });
  }
  return out;
}

/**
 * One post of the review page, by its `intent`: checks the input with the form's schema and
 * runs the command. The route has already checked that the actor is an admin. The notice and
 * the messages are in `locale`, the page's language.
 */
export async function submitReviewAction(
  actor: StaffUser,
  id: number,
  form: FormData,
  locale: Locale,
): Promise<ReviewSubmission> {
  const t = translator(locale);
  const intent = form.get('intent');
  if (!isReviewIntent(intent)) {
    return fail('invalid', {
      answer: {
        intent: 'status',
        errors: { form: t('admin.moderation.error.action') },
        values: {},
      },
    });
  }
  // The text fields as typed, to show again (a file where text belongs reads as empty).
  const values = {
    reason: formText(form, 'reason').slice(0, TYPED_REASON_MAX),
    status: formText(form, 'status'),
    agentUserId: formText(form, 'agentUserId'),
  };
  const run = await runIntent(t, actor, id, intent, values, formText(form, 'featured'));
  if ('errors' in run) {
    return fail('invalid', { answer: { intent, errors: errorTexts(t, run.errors), values } });
  }
  const { result, notice } = run;
  if (result.ok) return ok(notice);
  const field = result.reason === 'not-an-agent' ? 'agentUserId' : 'form';
  return fail(result.reason, {
    answer: { intent, errors: { [field]: t(REFUSAL_TEXT[result.reason]) }, values },
  });
}

async function runIntent(
  t: Translate,
  actor: StaffUser,
  id: number,
  intent: ReviewActionData['intent'],
  typed: { reason: string; status: string; agentUserId: string },
  featuredBox: string,
): Promise<Run> {
  switch (intent) {
    case 'approve':
      return {
        result: await approveListing(actor, id),
        notice: t('admin.moderation.notice.approved'),
      };
    case 'reject': {
      const parsed = parseForm(RejectSchema, typed);
      if (parsed.fieldErrors) return { errors: parsed.fieldErrors };
      return {
        result: await rejectListing(actor, id, parsed.value.reason),
        notice: t('admin.moderation.notice.rejected'),
      };
    }
    case 'status': {
      const parsed = parseForm(ChangeStatusSchema, typed);
      if (parsed.fieldErrors) return { errors: parsed.fieldErrors };
      const { status, reason } = parsed.value;
      return {
        result: await overrideListingStatus(actor, id, status, reason),
        notice: t('admin.moderation.notice.statusChanged', {
          status: statusLabel(t, status).toLowerCase(),
        }),
      };
    }
    case 'assign': {
      const parsed = parseForm(AssignSchema, typed);
      if (parsed.fieldErrors) return { errors: parsed.fieldErrors };
      const { agentUserId } = parsed.value;
      return {
        result: await assignListingAgent(actor, id, agentUserId),
        notice: t(
          agentUserId === null
            ? 'admin.moderation.notice.unassigned'
            : 'admin.moderation.notice.assigned',
        ),
      };
    }
    case 'feature': {
      const { featured } = FeatureSchema.parse({ featured: featuredBox });
      return {
        result: await setListingFeatured(actor, id, featured),
        notice: t(
          featured ? 'admin.moderation.notice.featured' : 'admin.moderation.notice.unfeatured',
        ),
      };
    }
  }
}

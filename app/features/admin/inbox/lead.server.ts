import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import {
  agents,
  blogs,
  inquiries,
  properties,
  users,
  visitRequests,
} from '../../../db/schema/index.ts';
import { translator } from '../../../i18n/translate.ts';
import { getLogger } from '../../../lib/logger.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';
import { listingPath } from '../../listing-details/listing-id.ts';
import { getMailSender } from '../../mail/mail.server.ts';
import { getSiteSettings } from '../../settings/site-settings.server.ts';
import { formatVisitDate, TIME_SLOTS, type TimeSlot } from '../../visits/visit-fields.ts';
import { isAdmin, mayHandle, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { mayMoveVisit, type InboxType, type LeadSource, type VisitState } from './inbox-schema.ts';
import { visitProperties } from './inbox.server.ts';

// One lead in the back office: what its page shows, and the commands on it (assign, notes,
// handled, a visit's status). Each command checks who may (an agent: only their own lead, and
// a lead not theirs is 'not-found', never a hint it exists), locks the row, writes the change
// and its audit entry in one transaction; mail to the visitor goes after the commit.

type Person = { id: number; name: string };

export type InquiryDetail = {
  id: number;
  type: InboxType;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  consent: boolean;
  handledAt: Date | null;
  property: { id: number; title: string; status: string } | null;
  agent: { slug: string; name: string } | null;
  blog: { id: number; title: string } | null;
  recipient: (Person & { role: string }) | null;
  sender: Person | null;
  assignee: Person | null;
  staffNotes: string;
};

export type VisitDetail = {
  id: number;
  reference: string;
  createdAt: Date;
  updatedAt: Date;
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  timeSlot: string;
  notes: string;
  status: VisitState;
  booker: Person | null;
  assignee: Person | null;
  staffNotes: string;
  properties: { id: number; title: string; status: string }[];
};

export type LeadOutcome =
  | { kind: 'done'; text: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'invalid'; field: 'assignee' | 'notes' | 'status'; message: string };

const NOT_FOUND: LeadOutcome = { kind: 'not-found' };

const assignee = alias(users, 'assignee');
const recipient = alias(users, 'recipient');
const sender = alias(users, 'sender');

function person(id: number | null, first: string | null, last: string | null): Person | null {
  return id === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim() };
}

/** An agent handles an inquiry given to them or addressed to them; an admin, every one. */
function mayHandleInquiry(
  user: StaffUser,
  row: { assignedUserId: number | null; recipientUserId: number | null },
): boolean {
  return mayHandle(user, row.assignedUserId, row.recipientUserId);
}

function mayHandleVisit(user: StaffUser, row: { assignedUserId: number | null }): boolean {
  return mayHandle(user, row.assignedUserId);
}

export async function getInquiryDetail(user: StaffUser, id: number): Promise<InquiryDetail | null> {
  const [row] = await getDb()
    .select({
      inquiry: inquiries,
      propertyTitle: properties.title,
      propertyStatus: properties.status,
      agentSlug: agents.slug,
      agentName: agents.name,
      blogTitle: blogs.title,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      recipientFirst: recipient.firstName,
      recipientLast: recipient.lastName,
      recipientRole: recipient.role,
      senderFirst: sender.firstName,
      senderLast: sender.lastName,
    })
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(blogs, eq(blogs.id, inquiries.blogId))
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedUserId))
    .leftJoin(recipient, eq(recipient.id, inquiries.recipientUserId))
    .leftJoin(sender, eq(sender.id, inquiries.senderUserId))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row || !mayHandleInquiry(user, row.inquiry)) return null;
  const { inquiry } = row;
  const recipientPerson = person(inquiry.recipientUserId, row.recipientFirst, row.recipientLast);
  return {
    id: inquiry.id,
    type: inquiry.kind,
    createdAt: inquiry.createdAt,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    service: inquiry.service,
    message: inquiry.message,
    consent: inquiry.consent,
    handledAt: inquiry.handledAt,
    property:
      inquiry.propertyId !== null && row.propertyTitle !== null
        ? { id: inquiry.propertyId, title: row.propertyTitle, status: row.propertyStatus ?? '' }
        : null,
    agent:
      row.agentSlug !== null && row.agentName !== null
        ? { slug: row.agentSlug, name: row.agentName }
        : null,
    blog:
      inquiry.blogId !== null && row.blogTitle !== null
        ? { id: inquiry.blogId, title: row.blogTitle }
        : null,
    recipient: recipientPerson ? { ...recipientPerson, role: row.recipientRole ?? 'user' } : null,
    sender: person(inquiry.senderUserId, row.senderFirst, row.senderLast),
    assignee: person(inquiry.assignedUserId, row.assigneeFirst, row.assigneeLast),
    staffNotes: inquiry.staffNotes,
  };
}

export async function getVisitDetail(user: StaffUser, id: number): Promise<VisitDetail | null> {
  const db = getDb();
  const [row] = await db
    .select({
      visit: visitRequests,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      bookerFirst: sender.firstName,
      bookerLast: sender.lastName,
    })
    .from(visitRequests)
    .leftJoin(assignee, eq(assignee.id, visitRequests.assignedUserId))
    .leftJoin(sender, eq(sender.id, visitRequests.userId))
    .where(eq(visitRequests.id, id))
    .limit(1);
  if (!row || !mayHandleVisit(user, row.visit)) return null;
  const { visit } = row;
  const items = await visitProperties(db, [visit.id]);
  return {
    id: visit.id,
    reference: visit.reference,
    createdAt: visit.createdAt,
    updatedAt: visit.updatedAt,
    name: visit.name,
    email: visit.email,
    phone: visit.phone,
    preferredDate: visit.preferredDate,
    timeSlot: visit.timeSlot,
    notes: visit.notes,
    status: visit.status,
    booker: person(visit.userId, row.bookerFirst, row.bookerLast),
    assignee: person(visit.assignedUserId, row.assigneeFirst, row.assigneeLast),
    staffNotes: visit.staffNotes,
    properties: items.get(visit.id) ?? [],
  };
}

async function lockInquiry(tx: Tx, user: StaffUser, id: number) {
  const [row] = await tx
    .select()
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .limit(1)
    .for('update');
  return row && mayHandleInquiry(user, row) ? row : null;
}

async function lockVisit(tx: Tx, user: StaffUser, id: number) {
  const [row] = await tx
    .select()
    .from(visitRequests)
    .where(eq(visitRequests.id, id))
    .limit(1)
    .for('update');
  return row && mayHandleVisit(user, row) ? row : null;
}

const ENTITY: Record<LeadSource, string> = { inquiry: 'inquiry', visit: 'visit_request' };

/** Gives a lead to an agent, or to nobody (null). Admins only. */
export async function assignLead(
  user: StaffUser,
  source: LeadSource,
  id: number,
  assigneeId: number | null,
): Promise<LeadOutcome> {
  return getDb().transaction(async (tx) => {
    const row =
      source === 'visit' ? await lockVisit(tx, user, id) : await lockInquiry(tx, user, id);
    if (!row) return NOT_FOUND;
    if (!isAdmin(user)) return { kind: 'forbidden' };
    let name = 'nobody';
    if (assigneeId !== null) {
      const [agent] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, assigneeId), eq(users.role, 'agent')))
        .limit(1);
      if (!agent) {
        return { kind: 'invalid', field: 'assignee', message: 'Choose an agent from the list.' };
      }
      name = `${agent.firstName} ${agent.lastName}`.trim();
    }
    if (row.assignedUserId === assigneeId) return { kind: 'done', text: 'No change to save.' };
    if (source === 'visit') {
      await tx
        .update(visitRequests)
        .set({ assignedUserId: assigneeId, updatedAt: new Date() })
        .where(eq(visitRequests.id, id));
    } else {
      await tx.update(inquiries).set({ assignedUserId: assigneeId }).where(eq(inquiries.id, id));
    }
    await recordAudit(tx, user, {
      action: `${source}.assign`,
      entityType: ENTITY[source],
      entityId: id,
      before: { assignedUserId: row.assignedUserId },
      after: { assignedUserId: assigneeId },
    });
    return {
      kind: 'done',
      text: assigneeId === null ? 'Assigned to nobody.' : `Assigned to ${name}.`,
    };
  });
}

/** Saves the staff notes of a lead (already checked by StaffNotesSchema). */
export async function saveLeadNotes(
  user: StaffUser,
  source: LeadSource,
  id: number,
  notes: string,
): Promise<LeadOutcome> {
  return getDb().transaction(async (tx) => {
    const row =
      source === 'visit' ? await lockVisit(tx, user, id) : await lockInquiry(tx, user, id);
    if (!row) return NOT_FOUND;
    if (row.staffNotes === notes) return { kind: 'done', text: 'No change to save.' };
    if (source === 'visit') {
      await tx
        .update(visitRequests)
        .set({ staffNotes: notes, updatedAt: new Date() })
        .where(eq(visitRequests.id, id));
    } else {
      await tx.update(inquiries).set({ staffNotes: notes }).where(eq(inquiries.id, id));
    }
    await recordAudit(tx, user, {
      action: `${source}.notes`,
      entityType: ENTITY[source],
      entityId: id,
      before: { staffNotes: row.staffNotes },
      after: { staffNotes: notes },
    });
    return { kind: 'done', text: 'Notes saved.' };
  });
}

/** Marks an inquiry handled, or new again. */
export async function markInquiryHandled(
  user: StaffUser,
  id: number,
  handled: boolean,
): Promise<LeadOutcome> {
  return getDb().transaction(async (tx) => {
    const row = await lockInquiry(tx, user, id);
    if (!row) return NOT_FOUND;
    const text = handled ? 'Marked as handled.' : 'Marked as new.';
    if ((row.handledAt !== null) === handled) return { kind: 'done', text };
    const after = {
      handledAt: handled ? new Date() : null,
      status: handled ? 'read' : 'new',
    } as const;
    await tx.update(inquiries).set(after).where(eq(inquiries.id, id));
    await recordAudit(tx, user, {
      action: 'inquiry.handled',
      entityType: ENTITY.inquiry,
      entityId: id,
      before: { handled: row.handledAt !== null, status: row.status },
      after: { handled, status: after.status },
    });
    return { kind: 'done', text };
  });
}

const english = translator('en');

function slotText(slot: string): string {
  return TIME_SLOTS.includes(slot as TimeSlot)
    ? english(`checkout.slot.${slot as TimeSlot}`)
    : slot;
}

const STATUS_DONE: Record<VisitState, string> = {
  requested: 'Visit requested.',
  confirmed: 'Visit confirmed.',
  completed: 'Visit marked completed.',
  cancelled: 'Visit cancelled.',
};

const STATUS_VERB: Record<VisitState, string> = {
  requested: 'requested again',
  confirmed: 'confirmed',
  completed: 'marked completed',
  cancelled: 'cancelled',
};

/**
 * Moves a visit request along its flow (see VISIT_TRANSITIONS); any other move is refused with
 * a message. The visitor is mailed when the visit is confirmed or cancelled.
 */
export async function changeVisitStatus(
  user: StaffUser,
  id: number,
  to: VisitState,
): Promise<LeadOutcome> {
  const outcome = await getDb().transaction(async (tx) => {
    const row = await lockVisit(tx, user, id);
    if (!row) return { result: NOT_FOUND };
    if (!mayMoveVisit(row.status, to)) {
      return {
        result: {
          kind: 'invalid',
          field: 'status',
          message: `This visit is ${row.status}; it cannot be ${STATUS_VERB[to]}.`,
        } satisfies LeadOutcome,
      };
    }
    await tx
      .update(visitRequests)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(visitRequests.id, id));
    await recordAudit(tx, user, {
      action: 'visit.status',
      entityType: ENTITY.visit,
      entityId: id,
      before: { status: row.status },
      after: { status: to },
    });
    return { result: { kind: 'done', text: STATUS_DONE[to] } satisfies LeadOutcome, visit: row };
  });
  if (outcome.visit && (to === 'confirmed' || to === 'cancelled')) {
    const mailed = await mailVisitor(outcome.visit, to);
    if (mailed) return { kind: 'done', text: `${STATUS_DONE[to]} The visitor was sent an email.` };
  }
  return outcome.result;
}

/** Tells the visitor their visit is confirmed or cancelled; false when the mail failed. */
async function mailVisitor(
  visit: typeof visitRequests.$inferSelect,
  to: 'confirmed' | 'cancelled',
): Promise<boolean> {
  const { agencyName, siteUrl, phones } = getSiteSettings();
  const when = `${formatVisitDate(visit.preferredDate)}, ${slotText(visit.timeSlot)}`;
  try {
    const items = (await visitProperties(getDb(), [visit.id])).get(visit.id) ?? [];
    const lines = [`Hello ${visit.name},`, ''];
    if (to === 'confirmed') {
      lines.push(`Your site visit ${visit.reference} is confirmed for ${when}.`);
    } else {
      lines.push(`Your site visit request ${visit.reference} for ${when} is cancelled.`);
    }
    if (items.length > 0) {
      lines.push(
        '',
        'Properties:',
        ...items.map((p) => `- ${p.title} (${siteUrl}${listingPath(p.id)})`),
      );
    }
    lines.push(
      '',
      to === 'confirmed'
        ? 'Our team will meet you there. To change the time, call us.'
        : 'Call us if you would like to book again.',
      `Track your request at ${siteUrl}/order-tracking with reference ${visit.reference} and your email or phone.`,
    );
    lines.push('', agencyName, ...phones);
    const result = await getMailSender().send({
      to: [visit.email],
      subject:
        to === 'confirmed'
          ? `Your site visit ${visit.reference} is confirmed`
          : `Your site visit ${visit.reference} is cancelled`,
      text: lines.join('\n'),
    });
    return result.status !== 'failed';
  } catch (error) {
    getLogger().error({ err: error, visitId: visit.id }, 'visit status mail failed');
    return false;
  }
}

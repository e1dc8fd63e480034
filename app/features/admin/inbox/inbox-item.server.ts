import { eq } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { agents, blogs, inquiries, properties, visitRequests } from '../../../db/schema/index.ts';
import type { VisitState } from '../../visits/visit-status.ts';
import { visitProperties, type VisitProperty } from '../../visits/visit-status.server.ts';
import type { StaffUser } from '../access.server.ts';
import type { InboxType } from './inbox-rows.ts';
import {
  assignee,
  joinInquiryPeople,
  nameOf,
  recipient,
  sender,
} from './inbox-item-rows.server.ts';
import { mayHandleInquiry, mayHandleVisit } from './inbox-scope.server.ts';

// One inbox item in the back office as its page shows it: every field, what it is about, who sent
// it and who has it. An inbox item an agent may not handle reads as missing (null), never a hint that
// it exists. The commands on an inbox item are in inbox-commands.server.ts.

type Person = { id: number; name: string };

/** The forms with an "agree to be contacted" box (the quote request); the others never ask. */
const FORMS_ASKING_CONSENT: ReadonlySet<string> = new Set(['quote']);

export type InquiryDetail = {
  id: number;
  type: InboxType;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  /** Whether the sender agreed to be contacted; null when their form does not ask. */
  consent: boolean | null;
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
  properties: VisitProperty[];
};

function person(id: number | null, name: string | null): Person | null {
  return id === null ? null : { id, name: name ?? '' };
}

export async function getInquiryDetail(user: StaffUser, id: number): Promise<InquiryDetail | null> {
  const query = getDb()
    .select({
      inquiry: inquiries,
      propertyTitle: properties.title,
      propertyStatus: properties.status,
      agentSlug: agents.slug,
      agentName: agents.name,
      blogTitle: blogs.title,
      assigneeName: nameOf(assignee),
      recipientName: nameOf(recipient),
      recipientRole: recipient.role,
      senderName: nameOf(sender),
    })
    .from(inquiries)
    .$dynamic();
  const [row] = await joinInquiryPeople(query)
    .leftJoin(recipient, eq(recipient.id, inquiries.recipientUserId))
    .leftJoin(sender, eq(sender.id, inquiries.senderUserId))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row || !mayHandleInquiry(user, row.inquiry)) return null;
  const { inquiry } = row;
  const recipientPerson = person(inquiry.recipientUserId, row.recipientName);
  return {
    id: inquiry.id,
    type: inquiry.kind,
    createdAt: inquiry.createdAt,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    service: inquiry.service,
    message: inquiry.message,
    consent: FORMS_ASKING_CONSENT.has(inquiry.kind) ? inquiry.consent : null,
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
    sender: person(inquiry.senderUserId, row.senderName),
    assignee: person(inquiry.assignedUserId, row.assigneeName),
    staffNotes: inquiry.staffNotes,
  };
}

export async function getVisitDetail(user: StaffUser, id: number): Promise<VisitDetail | null> {
  const [row] = await getDb()
    .select({
      visit: visitRequests,
      assigneeName: nameOf(assignee),
      bookerName: nameOf(sender),
    })
    .from(visitRequests)
    .leftJoin(assignee, eq(assignee.id, visitRequests.assignedUserId))
    .leftJoin(sender, eq(sender.id, visitRequests.userId))
    .where(eq(visitRequests.id, id))
    .limit(1);
  if (!row || !mayHandleVisit(user, row.visit)) return null;
  const { visit } = row;
  const items = await visitProperties([visit.id]);
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
    booker: person(visit.userId, row.bookerName),
    assignee: person(visit.assignedUserId, row.assigneeName),
    staffNotes: visit.staffNotes,
    properties: items.get(visit.id) ?? [],
  };
}

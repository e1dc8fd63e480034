import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import { idParam, parseListQuery, pickParam } from '../ui/list-query.ts';

// The back office's inbox: the words, filters and rules shared by its pages, its actions and
// the CSV export. Safe on client and server (no database imports: the lists mirror the enums
// of app/db/schema/inquiries.ts and visits.ts, and the types below check they agree).

/**
 * What a lead is: an inquiry's kind, or 'visit' for a site-visit request (visit_requests).
 * NOTE: booking a visit also stores an inquiry of kind 'visit' (the agency's mail copy, see
 * bookSiteVisits in app/features/visits/visits.server.ts). The inbox lists the visit request
 * itself, which carries the reference, status and properties, and leaves that copy out, so
 * one booking is one lead.
 */
export const INBOX_TYPES = [
  'property',
  'contact',
  'quote',
  'blog',
  'agent',
  'newsletter',
  'visit',
] as const;
export type InboxType = (typeof INBOX_TYPES)[number];
export type InquiryType = Exclude<InboxType, 'visit'>;

export const INBOX_TYPE_LABELS: Record<InboxType, string> = {
  property: 'Property inquiry',
  contact: 'Contact form',
  quote: 'Quote request',
  blog: 'Blog message',
  agent: 'Message to an agent',
  newsletter: 'Newsletter sign-up',
  visit: 'Site visit',
};

export const VISIT_STATES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** A lead's state: an inquiry is new or handled; a visit request follows its own flow. */
export type LeadStatus = 'new' | 'handled' | VisitState;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  handled: 'Handled',
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The Status filter, one list for both kinds of lead: 'open' is what still needs someone (new
 * inquiries, requested or confirmed visits), 'closed' what does not (handled inquiries,
 * completed or cancelled visits); the other values name one state of one kind.
 */
export const INBOX_STATUS_FILTERS = [
  'open',
  'closed',
  'new',
  'handled',
  'requested',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number];

export const INBOX_STATUS_FILTER_LABELS: Record<InboxStatusFilter, string> = {
  open: 'Open (needs action)',
  closed: 'Closed (handled, completed or cancelled)',
  new: 'Inquiry: new',
  handled: 'Inquiry: handled',
  requested: 'Site visit: requested',
  confirmed: 'Site visit: confirmed',
  completed: 'Site visit: completed',
  cancelled: 'Site visit: cancelled',
};

export type LeadSource = 'inquiry' | 'visit';

export type LeadAbout = {
  properties: { id: number; title: string }[];
  service: string | null;
  agentName: string | null;
  blogTitle: string | null;
  /** A visit's preferred date (YYYY-MM-DD) and time slot. */
  visit: { date: string; slot: string } | null;
};

export type InboxRow = {
  source: LeadSource;
  id: number;
  createdAt: Date;
  type: InboxType;
  reference: string | null;
  name: string;
  email: string;
  phone: string | null;
  status: LeadStatus;
  assignee: { id: number; name: string } | null;
  about: LeadAbout;
};

export function leadHref(source: LeadSource, id: number): string {
  return source === 'visit' ? `/admin/inbox/visits/${id}` : `/admin/inbox/inquiries/${id}`;
}

const INBOX_SORTS = ['received', 'name', 'type', 'status'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export type InboxFilter = {
  q: string;
  type?: InboxType | undefined;
  status?: InboxStatusFilter | undefined;
  /** Whose leads: 'none' for unassigned ones, or an agent's user id (admins only). */
  agent?: number | 'none' | undefined;
};

/** The visit flow: requested → confirmed → completed, and requested/confirmed → cancelled. */
export const VISIT_TRANSITIONS: Record<VisitState, readonly VisitState[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function mayMoveVisit(from: VisitState, to: VisitState): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** The button that moves a visit to each state. */
export const VISIT_ACTION_LABELS: Partial<Record<VisitState, string>> = {
  confirmed: 'Confirm visit',
  completed: 'Mark completed',
  cancelled: 'Cancel visit',
};

export const STAFF_NOTES_MAX = 2000;

const NOTES_TOO_LONG = `Notes can be up to ${STAFF_NOTES_MAX.toLocaleString('en-IN')} characters.`;

export const StaffNotesSchema = z.object({
  notes: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(STAFF_NOTES_MAX, NOTES_TOO_LONG)),
});

/** 'Nobody' is posted as an empty value; anything else must be a user id. */
export const AssignSchema = z.object({
  assignee: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'Choose an agent from the list.')
    .transform((value) => (value === '' ? null : Number(value))),
});

export const VisitStatusSchema = z.object({
  to: z.enum(VISIT_STATES, { error: 'Choose a status change.' }),
});

/** A person's name in the back office ('' for a newsletter sign-up, which has none). */
export function senderName(name: string): string {
  return name.trim() || '(no name given)';
}

/**
 * The inbox's query string (?q=&type=&status=&agent=&sort=&dir=&page=), shared by the list and
 * the CSV export so both read the same filters. An agent sees only their own leads anyway, so
 * the agent filter is an admin's alone.
 */
export function parseInboxQuery(url: URL, role: 'agent' | 'admin') {
  const list = parseListQuery(url, INBOX_SORTS, { sort: 'received', dir: 'desc' });
  const rawAgent = url.searchParams.get('agent');
  const filter: InboxFilter = {
    q: list.q,
    type: pickParam(url, 'type', INBOX_TYPES),
    status: pickParam(url, 'status', INBOX_STATUS_FILTERS),
    agent: role !== 'admin' ? undefined : rawAgent === 'none' ? 'none' : idParam(url, 'agent'),
  };
  return { filter, sort: list.sort, dir: list.dir, page: list.page };
}

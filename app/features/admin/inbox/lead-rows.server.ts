import { eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.server.ts';
import {
  agents,
  blogs,
  inquiries,
  properties,
  users,
  visitRequests,
} from '../../../db/schema/index.ts';
import { visitProperties } from '../../visits/visit-status.server.ts';
import {
  messagePreview,
  PREVIEW_READ,
  type InboxExportRow,
  type InquiryType,
  type LeadSource,
} from './inbox-rows.ts';

// The inbox's rows in full, read by id once the list (inbox.server.ts) has chosen a page or a
// batch of them: what each lead is about, who has it, and the sender's text: its first words
// for the list (a bounded left(), never the whole message), or all of it and the staff notes
// for the CSV.

export const assignee = alias(users, 'assignee');
const assigneeName = sql<string>`${assignee.firstName} || ' ' || ${assignee.lastName}`;

/** An inquiry query (`$dynamic()`) joined to what it is about and to whom it is given. */
export function joinInquiryAbout<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(blogs, eq(blogs.id, inquiries.blogId))
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedUserId));
}

/** What the rows carry of the sender's text and the staff notes. */
type Texts = 'preview' | 'full';

/** The sender's text as the rows need it: the preview's start, or all of it. */
function senderText(column: Column, texts: Texts): SQL<string> {
  return texts === 'full'
    ? sql<string>`${column}`
    : sql<string>`left(${column}, ${sql.raw(String(PREVIEW_READ + 1))})`;
}

function staffNotesOf(column: Column, texts: Texts): SQL<string> {
  return texts === 'full' ? sql<string>`${column}` : sql<string>`''`;
}

function assigneeOf(id: number | null, name: string | null) {
  return id !== null && name !== null ? { id, name } : null;
}

/** The page's inquiries in full, by id. */
async function inquiryRows(
  db: Db,
  ids: number[],
  texts: Texts,
): Promise<Map<number, InboxExportRow>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      createdAt: inquiries.createdAt,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      service: inquiries.service,
      message: senderText(inquiries.message, texts),
      staffNotes: staffNotesOf(inquiries.staffNotes, texts),
      handledAt: inquiries.handledAt,
      propertyId: properties.id,
      propertyTitle: properties.title,
      agentName: agents.name,
      blogTitle: blogs.title,
      assigneeId: assignee.id,
      assigneeName,
    })
    .from(inquiries)
    .$dynamic();
  const rows = await joinInquiryAbout(query).where(inArray(inquiries.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        source: 'inquiry',
        id: row.id,
        createdAt: row.createdAt,
        type: row.kind as InquiryType,
        reference: null,
        name: row.name,
        email: row.email,
        phone: row.phone,
        status: row.handledAt ? 'handled' : 'new',
        assignee: assigneeOf(row.assigneeId, row.assigneeName),
        about: {
          properties:
            row.propertyId !== null && row.propertyTitle !== null
              ? [{ id: row.propertyId, title: row.propertyTitle }]
              : [],
          service: row.service,
          agentName: row.agentName,
          blogTitle: row.blogTitle,
          visit: null,
        },
        preview: messagePreview(row.message),
        message: row.message,
        staffNotes: row.staffNotes,
      },
    ]),
  );
}

/** The page's visit requests in full, by id. */
async function visitRows(
  db: Db,
  ids: number[],
  texts: Texts,
): Promise<Map<number, InboxExportRow>> {
  if (ids.length === 0) return new Map();
  const [rows, items] = await Promise.all([
    db
      .select({
        id: visitRequests.id,
        reference: visitRequests.reference,
        createdAt: visitRequests.createdAt,
        name: visitRequests.name,
        email: visitRequests.email,
        phone: visitRequests.phone,
        preferredDate: visitRequests.preferredDate,
        timeSlot: visitRequests.timeSlot,
        notes: senderText(visitRequests.notes, texts),
        staffNotes: staffNotesOf(visitRequests.staffNotes, texts),
        status: visitRequests.status,
        assigneeId: assignee.id,
        assigneeName,
      })
      .from(visitRequests)
      .leftJoin(assignee, eq(assignee.id, visitRequests.assignedUserId))
      .where(inArray(visitRequests.id, ids)),
    visitProperties(ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        source: 'visit',
        id: row.id,
        createdAt: row.createdAt,
        type: 'visit',
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        status: row.status,
        assignee: assigneeOf(row.assigneeId, row.assigneeName),
        about: {
          properties: (items.get(row.id) ?? []).map(({ id, title }) => ({ id, title })),
          service: null,
          agentName: null,
          blogTitle: null,
          visit: { date: row.preferredDate, slot: row.timeSlot },
        },
        preview: messagePreview(row.notes),
        message: row.notes,
        staffNotes: row.staffNotes,
      },
    ]),
  );
}

/**
 * The keys' leads in full, in the keys' order. 'preview' reads only the first words of each
 * message and no staff notes (`message` and `staffNotes` then hold nothing to show).
 */
export async function leadsOf(
  db: Db,
  keys: readonly { source: LeadSource; id: number }[],
  texts: Texts,
): Promise<InboxExportRow[]> {
  const idsOf = (source: LeadSource) =>
    keys.filter((k) => k.source === source).map((k) => Number(k.id));
  const [inquiryMap, visitMap] = await Promise.all([
    inquiryRows(db, idsOf('inquiry'), texts),
    visitRows(db, idsOf('visit'), texts),
  ]);
  return keys.flatMap((key) => {
    const row = (key.source === 'visit' ? visitMap : inquiryMap).get(Number(key.id));
    return row ? [row] : [];
  });
}

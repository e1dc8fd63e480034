import { eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.server.ts';
import { inquiries, users, visitRequests } from '../../../db/schema/index.ts';
import { inquiryAboutColumns, joinInquiryAbout } from '../../inquiries/inquiry-about.server.ts';
import { visitProperties } from '../../visits/visit-status.server.ts';
import {
  messagePreview,
  PREVIEW_READ,
  type InboxExportRow,
  type InquiryType,
  type InboxSource,
} from './inbox-rows.ts';

// The inbox's rows in full, read by id once the list (inbox.server.ts) has chosen a page or a
// batch of them: what each inbox item is about, who has it, and the sender's text: its first words
// for the list (a bounded left(), never the whole message), or all of it and the staff notes
// for the CSV.

/** The people an inbox item names, as aliases of users: who has it, who it is for, who sent it. */
export const assignee = alias(users, 'assignee');
export const recipient = alias(users, 'recipient');
export const sender = alias(users, 'sender');

/** A person's full name from one of those aliases (null when the join found nobody). */
export function nameOf(person: { firstName: Column; lastName: Column }): SQL<string | null> {
  return sql<string | null>`trim(${person.firstName} || ' ' || ${person.lastName})`;
}

/** An inquiry query (`$dynamic()`) joined to what it is about and to whom it is given. */
export function joinInquiryPeople<Query extends PgSelect>(query: Query) {
  return joinInquiryAbout(query).leftJoin(assignee, eq(assignee.id, inquiries.assignedUserId));
}

/** What the rows carry of the sender's text and the staff notes. */
type Texts = 'preview' | 'full';

/**
 * The columns both kinds of inbox item share, under the same names: the sender's text as the rows
 * need it (the preview's start, or all of it) and the staff notes only for 'full'.
 */
function sharedColumns(table: typeof inquiries | typeof visitRequests, text: Column, texts: Texts) {
  return {
    id: table.id,
    createdAt: table.createdAt,
    name: table.name,
    email: table.email,
    phone: sql<string | null>`${table.phone}`,
    message:
      texts === 'full'
        ? sql<string>`${text}`
        : sql<string>`left(${text}, ${sql.raw(String(PREVIEW_READ + 1))})`,
    staffNotes: texts === 'full' ? sql<string>`${table.staffNotes}` : sql<string>`''`,
    assigneeId: assignee.id,
    assigneeName: nameOf(assignee),
  };
}

type SharedRow = {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  staffNotes: string;
  assigneeId: number | null;
  assigneeName: string | null;
};

/** An inbox item's row from the shared columns and what its kind adds. */
function itemRow(
  row: SharedRow,
  item: Pick<InboxExportRow, 'source' | 'type' | 'reference' | 'status' | 'about'>,
): InboxExportRow {
  return {
    ...item,
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    phone: row.phone,
    assignee:
      row.assigneeId !== null && row.assigneeName !== null
        ? { id: row.assigneeId, name: row.assigneeName }
        : null,
    preview: messagePreview(row.message),
    message: row.message,
    staffNotes: row.staffNotes,
  };
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
      ...sharedColumns(inquiries, inquiries.message, texts),
      ...inquiryAboutColumns,
      kind: inquiries.kind,
      handledAt: inquiries.handledAt,
    })
    .from(inquiries)
    .$dynamic();
  const rows = await joinInquiryPeople(query).where(inArray(inquiries.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      itemRow(row, {
        source: 'inquiry',
        type: row.kind as InquiryType,
        reference: null,
        status: row.handledAt ? 'handled' : 'new',
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
      }),
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
        ...sharedColumns(visitRequests, visitRequests.notes, texts),
        reference: visitRequests.reference,
        preferredDate: visitRequests.preferredDate,
        timeSlot: visitRequests.timeSlot,
        status: visitRequests.status,
      })
      .from(visitRequests)
      .leftJoin(assignee, eq(assignee.id, visitRequests.assignedUserId))
      .where(inArray(visitRequests.id, ids)),
    visitProperties(ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      itemRow(row, {
        source: 'visit',
        type: 'visit',
        reference: row.reference,
        status: row.status,
        about: {
          properties: (items.get(row.id) ?? []).map(({ id, title }) => ({ id, title })),
          service: null,
          agentName: null,
          blogTitle: null,
          visit: { date: row.preferredDate, slot: row.timeSlot },
        },
      }),
    ]),
  );
}
/**
 * The keys' inbox items in full, in the keys' order. 'preview' reads only the first words of each
 * message and no staff notes (`message` and `staffNotes` then hold nothing to show).
 */
export async function itemsOf(
  db: Db,
  keys: readonly { source: InboxSource; id: number }[],
  texts: Texts,
): Promise<InboxExportRow[]> {
  const idsOf = (source: InboxSource) =>
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

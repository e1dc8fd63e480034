import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { agents, blogs, inquiries, properties } from '../../db/schema/index.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { setInquiryHandled } from '../leads/leads.server.ts';
import { onPage } from '../listings/listings.server.ts';

/** Messages per page on the Messages tab. */
const MESSAGES_PAGE_SIZE = 10;

export type AccountMessage = {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  createdAt: Date;
  handled: boolean;
  property: { id: number; title: string } | null;
  agentName: string | null;
  blogTitle: string | null;
};

export type MessageFilter = 'all' | 'open' | 'handled';

/**
 * The messages addressed to this user (about their listings, or to them as an agent), newest
 * first. Only the recipient reads them here, so the sender's email and phone are theirs to see.
 */
export async function listAccountMessages(
  userId: number,
  page: number,
  filter: MessageFilter = 'all',
  pageSize = MESSAGES_PAGE_SIZE,
): Promise<{ items: AccountMessage[]; total: number; page: number; pageCount: number }> {
  const db = getDb();
  const where = and(
    eq(inquiries.recipientUserId, userId),
    filter === 'open'
      ? isNull(inquiries.handledAt)
      : filter === 'handled'
        ? isNotNull(inquiries.handledAt)
        : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(inquiries).where(where);
  const total = totalRow?.n ?? 0;
  const bounds = pageBounds(total, page, pageSize);
  const addressed = db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      service: inquiries.service,
      message: inquiries.message,
      createdAt: inquiries.createdAt,
      handledAt: inquiries.handledAt,
      propertyId: properties.id,
      propertyTitle: properties.title,
      agentName: agents.name,
      blogTitle: blogs.title,
    })
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(blogs, eq(blogs.id, inquiries.blogId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .$dynamic();
  const rows = await onPage(addressed, bounds, pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: row.service,
      message: row.message,
      createdAt: row.createdAt,
      handled: row.handledAt !== null,
      property:
        row.propertyId !== null && row.propertyTitle !== null
          ? { id: row.propertyId, title: row.propertyTitle }
          : null,
      agentName: row.agentName,
      blogTitle: row.blogTitle,
    })),
    total,
    page: bounds.page,
    pageCount: bounds.pageCount,
  };
}

/** Marks a message handled (or open again) when it is addressed to this user; false if not. */
export async function markMessageHandled(
  userId: number,
  inquiryId: number,
  handled: boolean,
): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), eq(inquiries.recipientUserId, userId)))
    .limit(1);
  if (!row) return false;
  await setInquiryHandled(inquiryId, handled);
  return true;
}

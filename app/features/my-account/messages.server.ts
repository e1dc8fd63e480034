import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { agents, blogs, inquiries, properties } from '../../db/schema/index.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { joinSubjects, setInquiryHandled } from '../inquiries/record-inquiry.server.ts';
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
    .$dynamic();
  const total = await db.$count(inquiries, where);
  const bounds = pageBounds(total, page, pageSize);
  const rows = await onPage(
    joinSubjects(addressed).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
    bounds,
    pageSize,
  );
  return {
    items: rows.map(({ handledAt, propertyId, propertyTitle, ...row }) => ({
      ...row,
      handled: handledAt !== null,
      property:
        propertyId !== null && propertyTitle !== null
          ? { id: propertyId, title: propertyTitle }
          : null,
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

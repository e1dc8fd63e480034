import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { visitRequests } from '../../db/schema/index.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { onPage } from '../listings/listings.server.ts';
import type { VisitSummary } from './visit-result.ts';
import { summariseVisits } from './visit-status.server.ts';

/** Visit requests per page under My visits. */
const MY_VISITS_PAGE_SIZE = 10;

export type MyVisit = VisitSummary & { requestedAt: Date };

/**
 * The site visits a signed-in user booked, newest first, with their status: only those booked
 * while signed in (a phone typed into a signed-out booking proves nothing about who typed it).
 */
export async function listMyVisits(
  userId: number,
  page: number,
  pageSize = MY_VISITS_PAGE_SIZE,
): Promise<{ items: MyVisit[]; total: number; page: number; pageCount: number }> {
  const db = getDb();
  const where = eq(visitRequests.userId, userId);
  const total = await db.$count(visitRequests, where);
  const bounds = pageBounds(total, page, pageSize);
  const rows = await onPage(
    db
      .select({
        id: visitRequests.id,
        reference: visitRequests.reference,
        status: visitRequests.status,
        preferredDate: visitRequests.preferredDate,
        timeSlot: visitRequests.timeSlot,
        createdAt: visitRequests.createdAt,
      })
      .from(visitRequests)
      .where(where)
      .orderBy(desc(visitRequests.createdAt), desc(visitRequests.id))
      .$dynamic(),
    bounds,
    pageSize,
  );
  const summaries = await summariseVisits(rows);
  return {
    items: summaries.map((summary, i) => ({ ...summary, requestedAt: rows[i]!.createdAt })),
    total,
    page: bounds.page,
    pageCount: bounds.pageCount,
  };
}

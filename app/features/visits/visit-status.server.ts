import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { properties, visitRequestItems, type VisitRequest } from '../../db/schema/index.ts';
import type { TimeSlot } from './visit-fields.ts';
import type { VisitSummary } from './visit-result.ts';

// A booked visit's properties: read by the tracking page, My visits, the back office's inbox
// and what the visitor is told (visit-notices.server.ts).

export type VisitProperty = { id: number; title: string; status: string };

/** The properties of these visit requests, by request id, in title order. */
export async function visitProperties(ids: number[]): Promise<Map<number, VisitProperty[]>> {
  const byVisit = new Map<number, VisitProperty[]>();
  if (ids.length === 0) return byVisit;
  const items = await getDb()
    .select({
      visitId: visitRequestItems.visitRequestId,
      id: properties.id,
      title: properties.title,
      status: properties.status,
    })
    .from(visitRequestItems)
    .innerJoin(properties, eq(properties.id, visitRequestItems.propertyId))
    .where(inArray(visitRequestItems.visitRequestId, ids))
    .orderBy(asc(properties.title));
  for (const { visitId, ...property } of items) {
    byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), property]);
  }
  return byVisit;
}

type SummaryRow = Pick<VisitRequest, 'id' | 'reference' | 'status' | 'preferredDate' | 'timeSlot'>;

/** Visit requests as their booker sees them (no name, phone or email), properties read at once. */
export async function summariseVisits(rows: readonly SummaryRow[]): Promise<VisitSummary[]> {
  const byVisit = await visitProperties(rows.map((row) => row.id));
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    preferredDate: row.preferredDate,
    timeSlot: row.timeSlot as TimeSlot,
    properties: (byVisit.get(row.id) ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      available: item.status === 'active',
    })),
  }));
}

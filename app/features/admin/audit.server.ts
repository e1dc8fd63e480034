import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server.ts';
import { getDb } from '../../db/db.server.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Tx } from '../listings/draft-images.server.ts';
import { actorLabel, type StaffUser } from './access.server.ts';

// The audit log: every admin action, written in the same transaction as the change it
// records, so a change without its entry (or an entry without its change) cannot happen.

type Json = Record<string, unknown>;

export type AuditInput = {
  /** A dotted verb: 'listing.approve', 'user.disable', 'blog.update'… */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: Json | null;
  after?: Json | null;
};

/** Only the fields that changed, before and after (a whole record when one side is null). */
export function changedFields(
  before: Json | null,
  after: Json | null,
): { before: Json | null; after: Json | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Json = {};
  const a: Json = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/** Records one admin action; pass the transaction that makes the change. */
export async function recordAudit(
  db: Db | Tx,
  actor: Pick<StaffUser, 'id' | 'firstName' | 'lastName' | 'role'>,
  input: AuditInput,
): Promise<void> {
  const { before, after } = changedFields(input.before ?? null, input.after ?? null);
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorLabel: actorLabel(actor),
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId == null ? null : String(input.entityId),
    before,
    after,
  });
}

/** A page of the audit log, newest first, optionally for one record or one actor. */
export async function listAudit(
  filter: { entityType?: string; entityId?: string; actorUserId?: number },
  page: number,
  pageSize: number,
) {
  const where: SQL[] = [];
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId) where.push(eq(auditLog.actorUserId, filter.actorUserId));
  const db = getDb();
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';

// Reading the audit log (writing it: features/audit/record-audit.server.ts).

/** A page of the audit log, newest first, optionally for one record or one actor. */
export async function listAudit(
  actor: StaffUser,
  filter: { entityType?: string; entityId?: string; actorUserId?: number },
  page: number,
  pageSize: number,
) {
  assertAdmin(actor);
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

/**
 * The choices of the audit log's filters: the entity types and the actors that occur in it,
 * each read with a loose index scan (one index probe per distinct value, not the whole log).
 */
export async function auditFilterChoices(actor: StaffUser): Promise<{
  entityTypes: string[];
  actors: { id: number; label: string }[];
}> {
  assertAdmin(actor);
  const db = getDb();
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [types, actors] = await Promise.all([
    db.execute(sql`
      WITH RECURSIVE t AS (
        SELECT min(entity_type) AS v FROM audit_log
        UNION ALL
        SELECT (SELECT min(entity_type) FROM audit_log WHERE entity_type > t.v) FROM t
        WHERE t.v IS NOT NULL
      )
      SELECT v FROM t WHERE v IS NOT NULL LIMIT 200`),
    db.execute(sql`
      WITH RECURSIVE t AS (
        SELECT min(actor_user_id) AS v FROM audit_log
        UNION ALL
        SELECT (SELECT min(actor_user_id) FROM audit_log WHERE actor_user_id > t.v) FROM t
        WHERE t.v IS NOT NULL
      )
      SELECT t.v AS id, u.first_name || ' ' || u.last_name || ' (' || u.role || ')' AS label
      FROM t JOIN users u ON u.id = t.v
      WHERE t.v IS NOT NULL
      ORDER BY label LIMIT 200`),
  ]);
  return {
    entityTypes: rowsOf(types).map((row) => String(row.v)),
    actors: rowsOf(actors).map((row) => ({ id: Number(row.id), label: String(row.label) })),
  };
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { auditLog, type AuditEntry } from '../../../db/schema/index.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { readListPage } from '../ui/list-page.server.ts';
import type { ListPage } from '../ui/paged-table.tsx';
import type { AuditFilters } from './audit-filters.ts';

// Reading the audit log (writing it: features/audit/record-audit.server.ts): who did what to
// which record, and each changed field before → after, compact (long values cut).

const VALUE_MAX = 120;
const FIELDS_MAX = 12;

export type AuditChange = { field: string; before: string; after: string };

export type AuditRow = Omit<AuditEntry, 'before' | 'after'> & { changes: AuditChange[] };

/** A stored value as one short line: '—' for none, JSON for the rest, cut at VALUE_MAX. */
function shortValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ');
  return line.length > VALUE_MAX ? `${line.slice(0, VALUE_MAX - 1)}…` : line;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What the page sends the browser for an entry: its changes already cut short. */
function toAuditRow({ before: stored, after: saved, ...entry }: AuditEntry): AuditRow {
  const before = asRecord(stored);
  const after = asRecord(saved);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = fields.slice(0, FIELDS_MAX).map((field) => ({
    field,
    before: shortValue(before[field]),
    after: shortValue(after[field]),
  }));
  return { ...entry, changes };
}

/** A page of the audit log, newest first, optionally for one record type, record or actor. */
export async function listAudit(
  actor: StaffUser,
  filters: AuditFilters,
): Promise<ListPage<AuditRow>> {
  assertAdmin(actor);
  const where: SQL[] = [];
  if (filters.type) where.push(eq(auditLog.entityType, filters.type));
  if (filters.id) where.push(eq(auditLog.entityId, filters.id));
  if (filters.actor) where.push(eq(auditLog.actorUserId, filters.actor));
  const db = getDb();
  const condition = where.length > 0 ? and(...where) : undefined;
  const list = await readListPage(
    filters.page,
    () => db.$count(auditLog, condition),
    ({ limit, offset }) =>
      db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
  );
  return { ...list, rows: list.rows.map(toAuditRow) };
}

/**
 * The distinct values of an audit_log column, in order, read with a loose index scan (one
 * index probe per distinct value, not the whole log): the CTE `t`, its values in `v`.
 */
const distinctValues = (column: 'entity_type' | 'actor_user_id') => {
  const c = sql.identifier(column);
  return sql`
    WITH RECURSIVE t AS (
      SELECT min(${c}) AS v FROM audit_log
      UNION ALL
      SELECT (SELECT min(${c}) FROM audit_log WHERE ${c} > t.v) FROM t
      WHERE t.v IS NOT NULL
    )`;
};

/** The choices of the audit log's filters: the entity types and the actors that occur in it. */
export async function auditFilterChoices(actor: StaffUser): Promise<{
  entityTypes: string[];
  actors: { id: number; label: string }[];
}> {
  assertAdmin(actor);
  const db = getDb();
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [types, actors] = await Promise.all([
    db.execute(sql`${distinctValues('entity_type')}
      SELECT v FROM t WHERE v IS NOT NULL LIMIT 200`),
    db.execute(sql`${distinctValues('actor_user_id')}
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

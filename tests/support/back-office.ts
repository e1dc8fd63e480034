import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server.ts';
import { auditLog, type User } from '../../app/db/schema/index.ts';
import { createUser } from '../factories/index.ts';

// What the back office's integration tests share: reading the audit log, and the people an
// admin-only page turns away.

/** The audit log's entries for `action` (on one record, when given), newest first. */
export function auditEntries(action: string, entityId?: number) {
  return getDb()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(auditLog.id));
}

/** The newest audit entry for `action`, or undefined. */
export async function latestAudit(action: string) {
  const [entry] = await auditEntries(action).limit(1);
  return entry;
}

/**
 * Who an admin-only page turns away, each with the status they get: a signed-in user and a
 * signed-in agent (403), and a visitor (302, sent to sign in). Fresh accounts each call.
 */
export async function outsiders(): Promise<[User | null, 403 | 302][]> {
  return [
    [await createUser({ role: 'user' }), 403],
    [await createUser({ role: 'agent' }), 403],
    [null, 302],
  ];
}

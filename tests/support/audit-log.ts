import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server.ts';
import { auditLog } from '../../app/db/schema/index.ts';

/** The newest audit entry with `action` ('blog.create', 'area.merge'…), or undefined. */
export async function latestAudit(action: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

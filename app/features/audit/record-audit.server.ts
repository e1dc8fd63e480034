import type { Db } from '../../db/client.server.ts';
import { auditLog, type UserRole } from '../../db/schema/index.ts';

// Writing the audit log: every admin action, in the same transaction as the change it
// records, so a change without its entry (or an entry without its change) cannot happen.
// Its own folder, below both the back office and the listings, so either can record.

type Json = Record<string, unknown>;
/** A transaction of `db` (the change's own). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AuditActor = { id: number; firstName: string; lastName: string; role: UserRole };

export type AuditInput = {
  /** A dotted verb: 'listing.approve', 'user.disable', 'blog.update'… */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: Json | null;
  after?: Json | null;
};

/** The name the audit log keeps for the actor, kept when the account is gone. */
function actorLabel(user: Pick<AuditActor, 'firstName' | 'lastName' | 'role'>): string {
  return `${user.firstName} ${user.lastName} (${user.role})`.trim();
}

/** Only the fields that changed, before and after (a whole record when one side is null). */
function changedFields(
  before: Json | null,
  after: Json | null,
): { before: Json | null; after: Json | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Json = {};
  const a: Json = {};
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/** Records one admin action; pass the transaction that makes the change. */
export async function recordAudit(
  db: Db | Tx,
  actor: AuditActor,
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

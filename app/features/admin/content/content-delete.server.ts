import { eq } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import { fail, ok, type Failure, type Ok } from '../../../lib/result.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { removeContentImage } from './content-images.server.ts';
import { auditSnapshot, contentTable, findRow, rowName, type Row } from './content-rows.server.ts';
import type { KindDef } from './kinds/define-kind.ts';

/**
 * Deletes one row with its audit entry, then its image files; answers the row's name. A row
 * that is not there (or a kind that is never deleted) is 'not-found'.
 */
export async function deleteContent(
  actor: StaffUser,
  def: KindDef,
  id: number,
  storage: MediaStorage = getMediaStorage(),
): Promise<Ok<{ name: string }> | Failure<'not-found'>> {
  assertAdmin(actor);
  if (!def.canDelete) return fail('not-found');
  const row = await findRow(def, id);
  if (!row) return fail('not-found');
  const { table, id: idColumn } = contentTable(def);
  await getDb().transaction(async (tx) => {
    await tx.delete(table).where(eq(idColumn, id));
    const before: Row = {};
    for (const field of def.fields) before[field.name] = row[field.name] ?? null;
    await recordAudit(tx, actor, {
      action: `${def.entity}.delete`,
      entityType: def.entity,
      entityId: id,
      before: auditSnapshot(before),
    });
  });
  const imageKey = def.image ? (row[def.image.field] as string | null) : null;
  if (imageKey) await removeContentImage(storage, imageKey);
  return ok({ name: rowName(def, row) });
}

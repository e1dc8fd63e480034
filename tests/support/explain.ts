import { sql } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server.ts';

/** A statement with its parameters written in (EXPLAIN takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

/** The plan PostgreSQL chooses for a built query, as one text (its lines joined). */
export async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = await getDb().execute(sql.raw(`EXPLAIN ${inline(text, params)}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

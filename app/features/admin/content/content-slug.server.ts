import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';

// Slugs for rows the back office creates (blog posts, agents, cities, areas): lower-case
// ASCII words joined by hyphens, as every public URL of ours reads them, unique where they
// must be ('-2', '-3'… when taken).

const SLUG_MAX = 80;

/** 'Sri Lakshmi Nagar' → 'sri-lakshmi-nagar'; accents dropped; '' when nothing is left. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * A slug made from `text` that no other row of the table (in the same scope, e.g. one city's
 * areas) has. A name with no Latin letters (Telugu) gets `fallback`. Run it in the
 * transaction that writes the row; the unique index still has the last word.
 */
export async function uniqueSlug(
  db: Db | Tx,
  target: { table: PgTable; slug: PgColumn; id: PgColumn; scope?: SQL },
  text: string,
  fallback: string,
  excludeId: number | null = null,
): Promise<string> {
  const base =
    slugify(text)
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || fallback;
  const conditions: SQL[] = [or(eq(target.slug, base), like(target.slug, `${base}-%`))!];
  if (target.scope) conditions.push(target.scope);
  if (excludeId !== null) conditions.push(ne(target.id, excludeId));
  const rows = await db
    .select({ slug: target.slug })
    .from(target.table)
    .where(and(...conditions));
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

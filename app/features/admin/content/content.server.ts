import { asc, count, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import type { FormValues } from '../../../lib/forms.ts';
import { notFound } from '../../../lib/http.ts';
import { pageBounds } from '../../../lib/pagination.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { ADMIN_PAGE_SIZE, type ListQuery } from '../ui/list-query.ts';
import { blankValues, getKindDef, KIND_DEFS, rowToValues } from './content-kinds.ts';
import { loadOptions } from './content-options.server.ts';
import { contentTable, findRow, rowName, type Row } from './content-rows.server.ts';
import { CONTENT_KINDS, type ContentKind, type KindDef } from './kinds/define-kind.ts';
import type { ContentOptions } from './kinds/fields.ts';

// Reading content for the back office: the kind and id a URL names, the index's counts, a
// kind's list, and what the editor shows. Saving is content-save.server.ts, deleting
// content-delete.server.ts, reading a post content-post.server.ts.

/** The kind's definition, or a 404 for a kind we do not have. */
export function requireKind(kind: string | undefined): KindDef {
  const def = getKindDef(kind);
  if (!def) throw notFound();
  return def;
}

/** The id in `/admin/content/:kind/:id`: null for `new`, else a positive integer or a 404. */
export function parseContentId(raw: string | undefined): number | null {
  if (raw === 'new') return null;
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}

export async function countContent(actor: StaffUser): Promise<Record<ContentKind, number>> {
  assertAdmin(actor);
  const counts = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const { table } = contentTable(KIND_DEFS[kind]);
      const [row] = await getDb().select({ n: count() }).from(table);
      return [kind, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKind, number>;
}

export type ContentListRow = { id: number } & Row;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a kind's list, sorted and (blogs) searched by title. */
export async function listContent(
  actor: StaffUser,
  def: KindDef,
  query: ListQuery<string>,
): Promise<{ rows: ContentListRow[]; total: number; page: number; pageCount: number }> {
  assertAdmin(actor);
  const { table, id, column } = contentTable(def);
  const db = getDb();
  const where =
    def.list.search && query.q ? ilike(column(def.list.titleKey), likePattern(query.q)) : undefined;
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageBounds(total, query.page, ADMIN_PAGE_SIZE);
  const { sorts, defaultSort } = def.list;
  const sortColumn = column(sorts[query.sort] ?? sorts[defaultSort.sort]!);
  const order = query.dir === 'asc' ? asc : desc;
  const shown = Object.fromEntries(def.list.columns.map((c) => [c.key, column(c.key)]));
  // Which languages a row has (a language is saved whole or not at all).
  const languages: Record<string, SQL<boolean>> = def.translated.length > 0
    ? {
        hasTe: sql<boolean>`(${column('translations')} -> 'te') is not null`,
        hasHi: sql<boolean>`(${column('translations')} -> 'hi') is not null`,
      }
    : {};
  const rows = await db
    .select({ id, ...shown, ...languages })
    .from(table)
    .where(where)
    .orderBy(order(sortColumn), order(id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows: rows as ContentListRow[], total, page, pageCount };
}

export type ContentEditor = {
  id: number | null;
  values: FormValues;
  /** The stored image's media key, if the kind has one. */
  imageKey: string | null;
  /** The name of the row, for headings and the delete confirmation. */
  name: string;
  /** Where the row shows on the site, when it has an address. */
  publicPath: string | null;
  options: ContentOptions;
};

/** What the editor shows: a stored row, or blank values for `new`; null when there is none. */
export async function getContentEditor(
  actor: StaffUser,
  def: KindDef,
  id: number | null,
): Promise<ContentEditor | null> {
  assertAdmin(actor);
  if (id === null) {
    if (!def.canCreate) return null;
    const values = blankValues(def, new Date().toISOString().slice(0, 10));
    const options = await loadOptions(def);
    return { id: null, values, imageKey: null, name: '', publicPath: null, options };
  }
  const [row, options] = await Promise.all([findRow(def, id), loadOptions(def)]);
  if (!row) return null;
  return {
    id,
    values: rowToValues(def, row),
    imageKey: def.image ? ((row[def.image.field] as string | null) ?? null) : null,
    name: rowName(def, row),
    publicPath: def.publicPath?.(row) ?? null,
    options,
  };
}

/** The name of a row for the delete confirmation, or null when it is gone. */
export async function getContentName(
  actor: StaffUser,
  def: KindDef,
  id: number,
): Promise<string | null> {
  assertAdmin(actor);
  const row = await findRow(def, id);
  return row ? rowName(def, row) : null;
}

import crypto from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import {
  agents,
  blogs,
  cityPages,
  faqs,
  historyEvents,
  services,
  testimonials,
} from '../../../db/schema/index.ts';
import type { ContentKind, KindDef } from './kinds/define-kind.ts';

// The table behind each content kind. A kind's declaration names its columns by key (its
// fields, its list columns, its sorts); this is the one place that turns a key into a column.

export type Row = Record<string, unknown>;

const TABLES: Readonly<Record<ContentKind, PgTable>> = {
  blogs,
  testimonials,
  agents,
  faqs,
  history: historyEvents,
  'city-pages': cityPages,
  services,
};

export type ContentTable = {
  table: PgTable;
  id: PgColumn;
  /** The column of a key the kind declares; a key the table lacks is a bug, thrown. */
  column: (key: string) => PgColumn;
};

export function contentTable(def: KindDef): ContentTable {
  const table = TABLES[def.kind];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`The ${def.kind} table has no column ${key}`);
    return found;
  };
  return { table, id: column('id'), column };
}

export async function findRow(def: KindDef, id: number): Promise<Row | null> {
  const { table, id: idColumn } = contentTable(def);
  const [row] = await getDb().select().from(table).where(eq(idColumn, id)).limit(1);
  return (row as Row | undefined) ?? null;
}

/** The name of a row, for headings, notices and the delete confirmation. */
export function rowName(def: KindDef, row: Row): string {
  return String(row[def.list.titleKey] ?? '');
}

/**
 * What the audit keeps of a row: long HTML as its length and a hash, in English and in each
 * language of its `translations`.
 */
export function auditSnapshot(values: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      key === 'bodyHtml' && typeof value === 'string'
        ? {
            length: value.length,
            sha256: crypto.createHash('sha256').update(value).digest('hex').slice(0, 16),
          }
        : key === 'translations' && value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value).map(([locale, words]) => [
                locale,
                words && typeof words === 'object' ? auditSnapshot(words as Row) : words,
              ]),
            )
          : value;
  }
  return out;
}

import '../../../../lib/zod-jitless.ts';
import { z } from 'zod';
import type { SortDir } from '../../ui/list-query.ts';
import { fieldRule, type DeclaredField, type FieldDef } from './fields.ts';

// What a content kind is: one declaration (its fields with their limits, its table's columns
// in the list, its audit word, slug and image) from which `defineKind` derives the rest: the
// zod schema a save is checked with, and which list columns sort. The tables themselves are
// named on the server (content-rows.server.ts). Safe on client and server.

export const CONTENT_KINDS = [
  'blogs',
  'testimonials',
  'agents',
  'faqs',
  'history',
  'city-pages',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** How a list cell shows its value (plain text when not said). */
type ListFormat = 'date' | 'yes-no' | 'number';
export type ListColumnDef = { key: string; header: string; sort?: string; format?: ListFormat };

/** What an image field becomes: the shape every stored copy gets (content-images.server.ts). */
type ImageShape = 'landscape' | 'square';

type Row = Record<string, unknown>;

type KindDeclaration = {
  kind: ContentKind;
  /** 'Blog posts' */
  title: string;
  /** 'blog post', as in 'Add blog post'. */
  singular: string;
  description: string;
  /** The audit log's word for the kind: 'blog' gives 'blog.create'. */
  entity: string;
  fields: readonly DeclaredField[];
  list: {
    /** By the table's column keys (the row's own fields, or others such as its slug). */
    columns: readonly Omit<ListColumnDef, 'sort'>[];
    /** The column that names a row (its link to the editor; what a search matches). */
    titleKey: string;
    /** The ?sort= values, each with the column it orders by; a list column named here sorts. */
    sorts: Readonly<Record<string, string>>;
    defaultSort: { sort: string; dir: SortDir };
    /** A search box over the title. */
    search?: boolean;
  };
  canCreate: boolean;
  canDelete: boolean;
  /** The image field, the shape its copies get and the media folder they go to. */
  image?: { field: string; shape: ImageShape; folder: string };
  /** A slug made from a field, unique in the table. `onUpdate`: remade when the field changes. */
  slug?: { from: string; fallback: string; onUpdate: boolean };
  /** Where a stored row shows on the site, when it has an address. */
  publicPath?: (row: Row) => string | null;
};

export type KindDef = Omit<KindDeclaration, 'fields' | 'list'> & {
  fields: readonly FieldDef[];
  /** What a save accepts: the output's keys are the table's columns. */
  schema: z.ZodType<Row, Row>;
  list: Omit<KindDeclaration['list'], 'columns'> & { columns: readonly ListColumnDef[] };
};

export function defineKind(declaration: KindDeclaration): KindDef {
  const shape: Record<string, z.ZodType> = {};
  for (const field of declaration.fields) {
    const rule = fieldRule(field);
    if (rule) shape[field.name] = rule;
  }
  const { sorts } = declaration.list;
  return {
    ...declaration,
    schema: z.object(shape) as z.ZodType<Row, Row>,
    list: {
      ...declaration.list,
      columns: declaration.list.columns.map((column) => ({
        ...column,
        sort: Object.keys(sorts).find((sort) => sorts[sort] === column.key),
      })),
    },
  };
}

import '../../../../lib/zod-jitless.ts';
import { z } from 'zod';
import type { Locale } from '../../../../i18n/locales.ts';
import type { SortDir } from '../../ui/list-query.ts';
import { fieldRule, type ContentKey, type DeclaredField, type FieldDef } from './fields.ts';

// What a content kind is: one declaration (its fields with their limits, its table's columns
// in the list, its audit word, slug and image) from which `defineKind` derives the rest: the
// zod schema a save is checked with (its messages in the request's language), and which list
// columns sort. Its words are catalogue keys (fields.ts, ContentKey). The tables themselves are
// named on the server (content-rows.server.ts). Safe on client and server.

export const CONTENT_KINDS = [
  'blogs',
  'testimonials',
  'agents',
  'faqs',
  'history',
  'city-pages',
  'services',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** How a list cell shows its value: by its field's type (plain text when not a field). */
type ListFormat = 'date' | 'yes-no' | 'number';
export type ListColumnDef = {
  key: string;
  header: ContentKey;
  sort?: string;
  format?: ListFormat;
};

const FORMATS: Partial<Record<FieldDef['type'], ListFormat>> = {
  date: 'date',
  checkbox: 'yes-no',
  number: 'number',
};

/** What an image field becomes: the shape every stored copy gets (content-images.server.ts). */
type ImageShape = 'landscape' | 'square';

type Row = Record<string, unknown>;

type KindDeclaration = {
  kind: ContentKind;
  /** 'Blog posts' */
  title: ContentKey;
  /** 'blog post', as in 'Add blog post'. */
  singular: ContentKey;
  description: ContentKey;
  /** The audit log's word for the kind: 'blog' gives 'blog.create'. */
  entity: string;
  fields: readonly DeclaredField[];
  list: {
    /**
     * The table's columns shown, by key: a field's column is headed with the field's label
     * unless a header is given; any other column (a slug) needs one.
     */
    columns: readonly (string | { key: string; header: ContentKey })[];
    /** The column that names a row (its link to the editor; what a search matches). */
    titleKey: string;
    /** The ?sort= values, each with the column it orders by; a list column named here sorts. */
    sorts: Readonly<Record<string, string>>;
    defaultSort: { sort: string; dir: SortDir };
    /** A search box over the title. */
    search?: boolean;
  };
  /** New rows may be added, rows deleted: yes unless said. */
  canCreate?: boolean;
  canDelete?: boolean;
  /** The image field, the shape its copies get and the media folder they go to. */
  image?: { field: string; shape: ImageShape; folder: string };
  /** A slug made from a field, unique in the table. `onUpdate`: remade when the field changes. */
  slug?: { from: string; fallback: string; onUpdate: boolean };
  /** Where a stored row shows on the site, when it has an address. */
  publicPath?: (row: Row) => string | null;
};

/** What a save of a kind accepts, its messages in one language. */
type KindRules = {
  /** What a save accepts: the output's keys are the table's columns. */
  schema: z.ZodType<Row, Row>;
  /** What a save accepts in each field edited in Telugu and Hindi too. */
  translated: readonly { field: FieldDef; rule: z.ZodType }[];
};

export type KindDef = Omit<KindDeclaration, 'fields' | 'list' | 'canCreate' | 'canDelete'> & {
  fields: readonly FieldDef[];
  canCreate: boolean;
  canDelete: boolean;
  /** The fields edited in Telugu and Hindi too (issue 26). */
  translated: readonly FieldDef[];
  /** The kind's rules with their messages in `locale`: built once per language. */
  rules: (locale: Locale) => KindRules;
  list: Omit<KindDeclaration['list'], 'columns'> & { columns: readonly ListColumnDef[] };
};

/** A list in display order (the `sortOrder` column) unless sorted by its title. */
export const inDisplayOrder = (titleKey: string) => ({
  titleKey,
  sorts: { order: 'sortOrder', [titleKey]: titleKey },
  defaultSort: { sort: 'order', dir: 'asc' } as const,
});

/** The photo of a testimonial or an agent: square, with the people's pictures. */
export const PEOPLE_PHOTO = { field: 'photoKey', shape: 'square', folder: 'people' } as const;

function buildRules(declaration: KindDeclaration, locale: Locale): KindRules {
  const shape: Record<string, z.ZodType> = {};
  const translated: { field: FieldDef; rule: z.ZodType }[] = [];
  for (const field of declaration.fields) {
    const rule = fieldRule(field, locale);
    if (rule) shape[field.name] = rule;
    if (rule && field.translate) translated.push({ field, rule });
  }
  return { schema: z.object(shape) as z.ZodType<Row, Row>, translated };
}

export function defineKind(declaration: KindDeclaration): KindDef {
  const built = new Map<Locale, KindRules>();
  const rules = (locale: Locale): KindRules => {
    let found = built.get(locale);
    if (!found) {
      found = buildRules(declaration, locale);
      built.set(locale, found);
    }
    return found;
  };
  const { sorts } = declaration.list;
  const column = (shown: string | { key: string; header: ContentKey }): ListColumnDef => {
    const key = typeof shown === 'string' ? shown : shown.key;
    const field = declaration.fields.find((candidate) => candidate.name === key);
    const header = typeof shown === 'string' ? field?.label : shown.header;
    if (header === undefined)
      throw new Error(`${declaration.kind}: the ${key} column needs a header`);
    return {
      key,
      header,
      sort: Object.keys(sorts).find((sort) => sorts[sort] === key),
      format: field && FORMATS[field.type],
    };
  };
  return {
    ...declaration,
    canCreate: declaration.canCreate ?? true,
    canDelete: declaration.canDelete ?? true,
    translated: declaration.fields.filter((field) => field.translate && field.type !== 'image'),
    rules,
    list: {
      ...declaration.list,
      columns: declaration.list.columns.map(column),
    },
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The `translations` column's words in `locale` for `fields` only (a card needs a post's title,
 * not its Telugu and Hindi bodies): a jsonb object, or null on an English page, which needs none.
 */
export function translationIn(
  column: PgColumn,
  locale: Locale,
  fields: readonly string[],
): SQL<Record<string, unknown> | null> {
  if (locale === 'en' || fields.length === 0) return sql<null>`null::jsonb`;
  const pairs = fields.map(
    (field) => sql`${field}::text, ${column} -> ${locale}::text -> ${field}::text`,
  );
  return sql<Record<
    string,
    unknown
  > | null>`jsonb_strip_nulls(jsonb_build_object(${sql.join(pairs, sql`, `)}))`;
}

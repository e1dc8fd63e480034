import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '../../../db/db.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { agents, cities, users } from '../../../db/schema/index.ts';
import type { FieldErrors } from '../../../lib/forms.ts';
import { ACTIVE_AGENT } from '../access.server.ts';
import type { KindDef } from './kinds/define-kind.ts';
import type { ContentOptions, OptionSource, SelectOption } from './kinds/fields.ts';
import type { Row } from './content-rows.server.ts';

// The choices of the select fields (a blog's author on the team, an agent's city and linked
// account): loaded for the editor, and checked again when a form is saved, since a post may
// name any id.

/** Rows as choices, labelled with their name. */
async function byName(
  table: PgTable,
  id: PgColumn,
  name: PgColumn,
  order: SQL[],
  limit?: number,
): Promise<SelectOption[]> {
  const query = getDb()
    .select({ id, name })
    .from(table)
    .orderBy(...order)
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({ value: String(row.id), label: String(row.name) }));
}

const SOURCES: Record<
  OptionSource,
  {
    table: PgTable;
    id: PgColumn;
    /** The rows that may be chosen (a linked account must be an active agent's). */
    where?: SQL;
    load: () => Promise<SelectOption[]>;
  }
> = {
  agents: {
    table: agents,
    id: agents.id,
    load: () => byName(agents, agents.id, agents.name, [asc(agents.name)], 500),
  },
  cities: {
    table: cities,
    id: cities.id,
    load: () => byName(cities, cities.id, cities.name, [asc(cities.sortOrder), asc(cities.name)]),
  },
  agentUsers: {
    table: users,
    id: users.id,
    where: ACTIVE_AGENT,
    load: async () => {
      const rows = await getDb()
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
        })
        .from(users)
        .where(ACTIVE_AGENT)
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(500);
      return rows.map((row) => ({
        value: String(row.id),
        label: `${row.firstName} ${row.lastName} (${row.phone})`,
      }));
    },
  },
};

/** The choices the kind's select fields offer. */
export async function loadOptions(def: KindDef): Promise<ContentOptions> {
  const wanted = new Set(def.fields.flatMap((field) => (field.options ? [field.options] : [])));
  const loaded = await Promise.all(
    [...wanted].map(async (source) => [source, await SOURCES[source].load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** The ids a saved form chose must name rows that may be chosen (messages in `locale`). */
export async function checkChoices(
  def: KindDef,
  value: Row,
  locale: Locale = 'en',
): Promise<FieldErrors<string>> {
  const errors: FieldErrors<string> = {};
  await Promise.all(
    def.fields.map(async (field) => {
      const chosen = value[field.name];
      if (!field.options || typeof chosen !== 'number') return;
      const source = SOURCES[field.options];
      const found = await getDb()
        .select({ id: source.id })
        .from(source.table)
        .where(and(eq(source.id, chosen), source.where))
        .limit(1);
      if (found.length === 0) errors[field.name] = translate(locale, 'admin.content.error.choose');
    }),
  );
  return errors;
}

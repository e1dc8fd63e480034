import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../app/db/client.server.ts';
import { runMigrations } from '../../app/db/migrate.server.ts';
import { REGION } from '../../seed/region.ts';
import { createTestDatabase } from '../support/test-database.ts';

const hasServer = Boolean(process.env.TEST_DATABASE_URL);

// What "the same schema" means: tables and columns with types, nullability, defaults and
// generated expressions; indexes with their definitions; constraints; enum values.
async function catalogue(handle: DatabaseHandle) {
  const q = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    columns: await q(sql`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
             is_generated, generation_expression, is_identity
      FROM information_schema.columns WHERE table_schema = 'public'
      ORDER BY table_name, column_name`),
    indexes: await q(sql`
      SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
      ORDER BY tablename, indexname`),
    constraints: await q(sql`
      SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint
      -- PostgreSQL 18 (PGlite) also lists NOT NULL as constraints; nullability is compared above.
      WHERE connamespace = 'public'::regnamespace AND contype <> 'n'
      ORDER BY 1, 2`),
    enums: await q(sql`
      SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'
      GROUP BY t.typname ORDER BY t.typname`),
    extensions: await q(sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`),
  };
}

let pglite: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

beforeAll(async () => {
  pglite = await createTestDatabase('pglite');
  if (hasServer) server = await createTestDatabase('postgres');
});

afterAll(async () => {
  await pglite?.dispose();
  await server?.dispose();
});

test('migrations create the core tables, indexes and pg_trgm on PGlite', async () => {
  const cat = await catalogue(pglite.handle);
  const tables = new Set(cat.columns.map((c) => c.table_name));
  for (const table of [
    'cities',
    'areas',
    'users',
    'sessions',
    'properties',
    'property_images',
    'newsletter_subscribers',
  ]) {
    expect(tables).toContain(table);
  }
  const indexNames = cat.indexes.map((i) => i.indexname);
  expect(indexNames).toContain('properties_search_idx');
  expect(indexNames).toContain('areas_name_trgm_idx');
  expect(cat.extensions).toHaveLength(1);
});

test('running the migrations again changes nothing', async () => {
  const before = await catalogue(pglite.handle);
  await runMigrations(pglite.handle);
  expect(await catalogue(pglite.handle)).toEqual(before);
});

test('the place names migration gives a database seeded before it the Telugu and Hindi names of the seed', async () => {
  // The migrations as they were before 0017 (the place names), in a folder of their own.
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-migrations-'));
  fs.cpSync('drizzle', before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === '0017_place_names_te_hi');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  const handle = await openDatabase({ inMemory: true });
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  try {
    await runMigrations(handle, before);
    // The region's places as the seed wrote them then: English names only.
    for (const city of REGION) {
      const [row] = await rows(
        sql`INSERT INTO cities (name, slug) VALUES (${city.name}, ${city.slug}) RETURNING id`,
      );
      for (const area of city.areas) {
        await rows(
          sql`INSERT INTO areas (city_id, name, slug) VALUES (${row!.id}, ${area.name}, ${area.slug})`,
        );
      }
    }
    await runMigrations(handle);
    const cityNames = await rows(sql`SELECT slug, name_te, name_hi FROM cities ORDER BY slug`);
    expect(cityNames).toEqual(
      REGION.map((c) => ({ slug: c.slug, name_te: c.nameTe, name_hi: c.nameHi })).sort((a, b) =>
        a.slug.localeCompare(b.slug),
      ),
    );
    const areaNames = await rows(
      sql`SELECT c.slug || '/' || a.slug AS place, a.name_te, a.name_hi
          FROM areas a JOIN cities c ON c.id = a.city_id ORDER BY 1`,
    );
    const expected = REGION.flatMap((c) =>
      c.areas.map((a) => ({ place: `${c.slug}/${a.slug}`, name_te: a.nameTe, name_hi: a.nameHi })),
    ).sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0));
    expect(areaNames).toEqual(expected);
    expect(areaNames.every((a) => a.name_te !== '' && a.name_hi !== '')).toBe(true);
  } finally {
    await handle.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
});

test.skipIf(!hasServer)(
  'the same migrations create the same schema on PGlite and the PostgreSQL server',
  async () => {
    const embedded = await catalogue(pglite.handle);
    const external = await catalogue(server!.handle);
    expect(external.columns).toEqual(embedded.columns);
    expect(external.indexes).toEqual(embedded.indexes);
    expect(external.constraints).toEqual(embedded.constraints);
    expect(external.enums).toEqual(embedded.enums);
    expect(external.extensions).toEqual(embedded.extensions);
  },
);

test.skipIf(!hasServer)(
  'app nodes starting at once migrate one after another under the advisory lock',
  async () => {
    const fresh = await createTestDatabase('postgres').then(async (db) => {
      // Start from an empty database: drop what createTestDatabase migrated.
      await db.handle.db.execute(
        sql`DROP SCHEMA public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;`,
      );
      return db;
    });
    try {
      const nodes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url!, poolMax: 2 })),
      );
      try {
        await Promise.all(nodes.map((node) => runMigrations(node)));
        const applied = (await nodes[0]!.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(2);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    } finally {
      await fresh.dispose();
    }
  },
);

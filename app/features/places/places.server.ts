import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../db/client.server.ts';
import { getDatabaseHandle } from '../../db/db.server.ts';
import { areas, cities } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wordsOf } from './place-words.ts';

export type CityWithAreas = {
  id: number;
  name: string;
  slug: string;
  areas: { id: number; name: string; slug: string }[];
};

// Cities and areas change only in the back office, yet the home page, the listing form and
// every search by place read them, so they are kept in memory: reloaded after a change made
// by any process (placesChanged, announced to the others by NOTIFY) and once older than
// PLACES_TTL_MS, the fallback for an announcement lost while a process reconnected. Kept per database (tests switch).
const PLACES_TTL_MS = 30_000;

/** A place's names in the two other languages ('' where none is given). */
type OtherNames = { te: string; hi: string };
type NamedPlace = { name: string; names: OtherNames };
type StoredCity = Omit<CityWithAreas, 'areas'> &
  NamedPlace & { areas: (CityWithAreas['areas'][number] & NamedPlace)[] };

let snapshot: {
  handle: DatabaseHandle;
  loadedAt: number;
  places: Promise<StoredCity[]>;
  /** The places as each language's pages show them, made once per snapshot. */
  shown: Partial<Record<Locale, Promise<CityWithAreas[]>>>;
  localNames?: Promise<ReadonlyMap<string, string>>;
} | null = null;

/** A place's name in `locale`: its Telugu or Hindi name, English where it has none. */
function placeNameIn(locale: Locale, place: NamedPlace): string {
  return (locale !== 'en' && place.names[locale]) || place.name;
}

/**
 * The same in SQL, for a query that joins `cities` or `areas`: the plain column in English, so
 * English queries stay as they were.
 */
export function placeNameColumn(locale: Locale, table: typeof cities | typeof areas): SQL<string> {
  if (locale === 'en') return sql<string>`${table.name}`;
  const local = locale === 'te' ? table.nameTe : table.nameHi;
  return sql<string>`coalesce(nullif(${local}, ''), ${table.name})`;
}

/**
 * The cities in their display order, each with its areas sorted alphabetically (spec §3),
 * named in `locale` (English where a place has no name in it).
 * NOTE: async, so a stopped database is a rejected promise, never a throw while a caller's
 * Promise.all is still being built (that left its other promise rejected and unhandled).
 */
export async function getCitiesWithAreas(locale: Locale = 'en'): Promise<CityWithAreas[]> {
  const handle = getDatabaseHandle();
  const now = Date.now();
  if (!snapshot || snapshot.handle !== handle || now - snapshot.loadedAt > PLACES_TTL_MS) {
    const places = loadCitiesWithAreas(handle.db);
    snapshot = { handle, loadedAt: now, places, shown: {} };
    // A failed load is not kept: the next call tries again.
    places.catch(() => {
      if (snapshot?.places === places) snapshot = null;
    });
  }
  const shown = (snapshot.shown[locale] ??= snapshot.places.then((all) => namedIn(locale, all)));
  return shown;
}

/** The places with `locale`'s names, areas in that language's alphabetical order. */
function namedIn(locale: Locale, places: StoredCity[]): CityWithAreas[] {
  const collator = new Intl.Collator(locale);
  return places.map((city) => {
    const named = city.areas.map((area) => ({
      id: area.id,
      name: placeNameIn(locale, area),
      slug: area.slug,
    }));
    // English keeps the database's order; the others sort their own names.
    if (locale !== 'en') named.sort((a, b) => collator.compare(a.name, b.name));
    return { id: city.id, name: placeNameIn(locale, city), slug: city.slug, areas: named };
  });
}

/**
 * Every Telugu and Hindi place name, its words joined by one space as `wordsOf` reads them,
 * with the English name it stands for: the search box reads a place typed in either script as
 * its English name (features/search/local-words.ts). From the places kept in memory.
 */
export async function getLocalPlaceNames(): Promise<ReadonlyMap<string, string>> {
  await getCitiesWithAreas();
  const current = snapshot!;
  current.localNames ??= current.places.then(localNamesOf);
  return current.localNames;
}

function localNamesOf(places: StoredCity[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const place of places.flatMap((city) => [city, ...city.areas])) {
    for (const local of [place.names.te, place.names.hi]) {
      const key = wordsOf(local).join(' ');
      if (key) names.set(key, place.name);
    }
  }
  return names;
}

/** The next read loads the places again (this process only; tests, and the listener below). */
export function forgetPlaces(): void {
  snapshot = null;
}

// Every process listens on this channel (PostgreSQL server only; PGlite is one process), so
// a place an admin adds, renames or merges is offered by every process at once, not only by
// the one that saved it (decision 025).
const PLACES_CHANNEL = 'nivasa_places';

/** After a city or area is added, renamed or merged (and committed): every process reloads. */
export async function placesChanged(): Promise<void> {
  forgetPlaces();
  await getDatabaseHandle().db.execute(sql`SELECT pg_notify(${PLACES_CHANNEL}, '')`);
}

/** Forgets the places whenever another process announces a change (server/app.ts). */
export function listenForPlaceChanges(): () => void {
  const unlisten = getDatabaseHandle().listen?.(PLACES_CHANNEL, {
    onMessage: forgetPlaces,
    // Changes announced while the connection was down reached nobody.
    onConnect: forgetPlaces,
  });
  return () => void unlisten?.();
}

async function loadCitiesWithAreas(db: Db): Promise<StoredCity[]> {
  const rows = await db
    .select({
      cityId: cities.id,
      cityName: cities.name,
      cityNameTe: cities.nameTe,
      cityNameHi: cities.nameHi,
      citySlug: cities.slug,
      areaId: areas.id,
      areaName: areas.name,
      areaNameTe: areas.nameTe,
      areaNameHi: areas.nameHi,
      areaSlug: areas.slug,
    })
    .from(cities)
    .leftJoin(areas, eq(areas.cityId, cities.id))
    .orderBy(asc(cities.sortOrder), asc(cities.name), asc(areas.name));
  const byCity = new Map<number, StoredCity>();
  for (const row of rows) {
    let city = byCity.get(row.cityId);
    if (!city) {
      city = {
        id: row.cityId,
        name: row.cityName,
        names: { te: row.cityNameTe, hi: row.cityNameHi },
        slug: row.citySlug,
        areas: [],
      };
      byCity.set(row.cityId, city);
    }
    if (row.areaId !== null && row.areaName !== null && row.areaSlug !== null) {
      city.areas.push({
        id: row.areaId,
        name: row.areaName,
        names: { te: row.areaNameTe ?? '', hi: row.areaNameHi ?? '' },
        slug: row.areaSlug,
      });
    }
  }
  return [...byCity.values()];
}

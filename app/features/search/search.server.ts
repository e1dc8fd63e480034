import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.server.ts';
import { getDb, getReadDb } from '../../db/db.server.ts';
import { areas, cities, listingPoint, properties, stepFree } from '../../db/schema/index.ts';
import type { PropertyType } from '../../db/schema/values.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import {
  coverColumns,
  coverPhoto,
  listingCardColumns,
  withCoverFrom,
} from '../listings/listings.server.ts';
import {
  boundsOf,
  type Bounds,
  type LatLng,
  type SearchCriteria,
  type Sort,
} from './search-params.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { getCitiesWithAreas, getLocalPlaceNames } from '../places/places.server.ts';
import { wordsOf } from '../places/place-words.ts';
import type { Locale } from '../../i18n/locales.ts';
import { inEnglish } from './local-words.ts';
import { getConfig } from '../../config.server.ts';
import {
  expectedShare,
  matchesAtMost,
  queryWordsSql,
  signatureCondition,
  wordStatistics,
  type QueryWords,
} from './word-bits.server.ts';

// The results pages' query: filtering, sorting, counting and paging happen in PostgreSQL, on
// the partial indexes of active listings (app/db/schema/properties.ts). A request reads the
// rows of one page and a count up to SEARCH_COUNT_CAP, never the whole catalogue.
// bench/search-explain.ts runs these same queries on a million listings and prints their plans.

type SearchPlace = { id: number; name: string; slug: string };

/** A city or area whose name the search words mention, typos allowed ('vijaywada'). */
type MentionedPlace = {
  kind: 'city' | 'area';
  id: number;
  cityId: number;
  name: string;
  /** The words of the query that named it. */
  words: string[];
};

export type SearchResult = {
  items: ListingCardData[];
  /** How many match, counted up to the cap (SEARCH_COUNT_CAP). */
  total: number;
  /** More match than the cap: `total` is the cap, and the page says '1,000+'. */
  capped: boolean;
  /** The page shown: the requested one, or the last page when the request was beyond it. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Wall time of the whole search (places, count, page and cover photos), in milliseconds. */
  tookMs: number;
  city: SearchPlace | null;
  area: SearchPlace | null;
  mentioned: MentionedPlace[];
  /** Criteria that named nothing (an unknown city or area) and were left out. */
  ignored: string[];
  /**
   * For a search of exactly Flat (or Apartment): how many listings of the other type match
   * the same criteria, so the results can offer to add them; null otherwise or when none do.
   */
  similar: { type: PropertyType; total: number; capped: boolean } | null;
};

/** Flat and Apartment: people use the two words for the same kind of home. */
const SIMILAR_TYPE: Partial<Record<PropertyType, PropertyType>> = {
  flat: 'apartment',
  apartment: 'flat',
};

function similarTypeOf(criteria: SearchCriteria): PropertyType | null {
  const [only] = criteria.types;
  return (criteria.types.length === 1 && only && SIMILAR_TYPE[only]) || null;
}

// Two words are the same place name when their trigram similarity reaches this: it accepts
// 'brodipeta' for Brodipet (0.73), 'vijaywada' for Vijayawada (0.62) and 'gantur' for Guntur
// (0.40), and refuses 'nagar' for Nagarampalem (0.36).
const PLACE_WORD_SIMILARITY = 0.4;
const MAX_QUERY_WORDS = 12;
const MIN_PLACE_WORD_LENGTH = 3;
const MAX_PAGE_SIZE = 100;

/** The columns an order reads: the table's, or a subquery's that carries them. */
type SortColumns = { id: unknown; price: unknown; createdAt: unknown };

// The allow-list of orders: a URL picks a key, never SQL. The id breaks ties so that paging
// through equal prices or dates neither repeats nor skips a listing.
// NOTE: the created_at indexes are DESC NULLS LAST (drizzle's default for .desc()), while a
// plain DESC means NULLS FIRST; PostgreSQL uses an index for ORDER BY … LIMIT only when the
// nulls order matches too, NOT NULL columns or not. bench/README.md shows the difference.

function orderOf(sort: Sort, columns: SortColumns): SQL[] {
  const { id, price, createdAt } = columns;
  switch (sort) {
    case 'price_high_to_low':
      return [sql`${price} DESC`, sql`${id} DESC`];
    case 'price_low_to_high':
      return [sql`${price} ASC`, sql`${id} ASC`];
    default:
      return [sql`${createdAt} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`];
  }
}
const newestFirst = orderOf('new_arrivals', properties);

type PlaceFilter = {
  city: SearchPlace | null;
  area: SearchPlace | null;
  /** An area slug without a city may name areas in several cities. */
  areaIds: number[];
  ignored: string[];
};

type TextPlan = {
  q: string;
  /** Lexemes in the whole query; 0 when it holds only stop words or punctuation. */
  qTerms: number;
  mentioned: MentionedPlace[];
  /** The query's words that named no place, and their lexeme count. */
  rest: string;
  restTerms: number;
  /** The whole query's words, and the words left once the places are taken out. */
  qWords: QueryWords;
  restWords: QueryWords;
};

/** The query's words, lower-cased, for matching place names. */
export function queryWords(q: string): string[] {
  return [...new Set(wordsOf(q))].slice(0, MAX_QUERY_WORDS);
}

/**
 * The city and area slugs of the criteria, looked up in the places kept in memory (named in
 * `locale`, for the page's summary).
 */
async function resolvePlaceFilter(criteria: SearchCriteria, locale: Locale): Promise<PlaceFilter> {
  const ignored: string[] = [];
  if (!criteria.city && !criteria.area) return { city: null, area: null, areaIds: [], ignored };
  const places = await getCitiesWithAreas(locale);
  let city: SearchPlace | null = null;
  if (criteria.city) {
    const row = places.find((c) => c.slug === criteria.city);
    city = row ? { id: row.id, name: row.name, slug: row.slug } : null;
    if (!city) ignored.push('city');
  }
  if (!criteria.area) return { city, area: null, areaIds: [], ignored };
  const found = places
    .filter((c) => !city || c.id === city.id)
    .flatMap((c) => c.areas.filter((a) => a.slug === criteria.area))
    .sort((a, b) => a.id - b.id)
    .slice(0, 10);
  if (found.length === 0) ignored.push('area');
  return { city, area: found[0] ?? null, areaIds: found.map((a) => a.id), ignored };
}

/**
 * Reads the header search box's text: how many lexemes it has for full-text search, which
 * cities and areas its words name (trigram similarity per word, so typos still find the
 * place; a place of several words needs all of them), and what is left once those are taken
 * out. The place tables are small (hundreds of rows), so one pass over them is cheap.
 * `placeTexts`: where to look for place names, when more than `q` (the English names of places
 * typed in Telugu or Hindi, which name the place but are not looked for in the listings' text).
 * NOTE: regexp_split_to_table's row estimate (1,000 a call) made PostgreSQL start parallel
 * workers for 48 rows (9 ms instead of 0.8 ms); the materialised CTE and unnest keep it serial.
 */
async function resolveText(db: Db, q: string, placeTexts: string[]): Promise<TextPlan> {
  const words = queryWords(placeTexts.join(' '));
  const wordArray = words.length
    ? sql`ARRAY[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;
  const qWords = queryWordsSql(websearch(q));
  const restWords = queryWordsSql(sql`plainto_tsquery('english', rest.text)`);
  const result = await db.execute(sql`
    WITH words AS (
      SELECT word FROM unnest(${wordArray}) AS word
    ),
    names AS MATERIALIZED (
      SELECT 'area' AS kind, id, city_id, name FROM areas
      UNION ALL
      SELECT 'city' AS kind, id, id AS city_id, name FROM cities
    ),
    parts AS (
      SELECT n.kind, n.id, n.city_id, n.name, part
      FROM names n, unnest(regexp_split_to_array(lower(n.name), '[^[:alnum:]]+')) AS part
      WHERE part <> ''
    ),
    hits AS (
      SELECT p.kind, p.id, p.city_id, p.name, w.word
      FROM parts p
      LEFT JOIN words w
        ON length(w.word) >= ${MIN_PLACE_WORD_LENGTH}
        AND similarity(w.word, p.part) >= ${PLACE_WORD_SIMILARITY}
    ),
    mentioned AS (
      SELECT kind, id, city_id, name, array_agg(DISTINCT word) FILTER (WHERE word IS NOT NULL) AS matched
      FROM hits
      GROUP BY kind, id, city_id, name
      HAVING bool_and(word IS NOT NULL)
    ),
    rest AS (
      SELECT coalesce(string_agg(word, ' '), '') AS text
      FROM words
      WHERE word NOT IN (SELECT unnest(matched) FROM mentioned)
    )
    SELECT
      numnode(websearch_to_tsquery('english', ${q})) AS q_terms,
      coalesce(
        (SELECT json_agg(json_build_object('kind', kind, 'id', id, 'cityId', city_id, 'name', name, 'words', matched)
                         ORDER BY kind, name) FROM mentioned),
        '[]'::json
      ) AS mentioned,
      rest.text AS rest,
      numnode(plainto_tsquery('english', rest.text)) AS rest_terms,
      ${qWords.lexemes} AS q_lexemes,
      ${qWords.bits} AS q_bits,
      ${restWords.lexemes} AS rest_lexemes,
      ${restWords.bits} AS rest_bits
    FROM rest
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const mentionedRaw =
    typeof row.mentioned === 'string' ? JSON.parse(row.mentioned) : row.mentioned;
  return {
    q,
    qTerms: Number(row.q_terms ?? 0),
    mentioned: Array.isArray(mentionedRaw) ? (mentionedRaw as MentionedPlace[]) : [],
    rest: String(row.rest ?? ''),
    restTerms: Number(row.rest_terms ?? 0),
    qWords: queryWordsOf(row.q_lexemes, row.q_bits),
    restWords: queryWordsOf(row.rest_lexemes, row.rest_bits),
  };
}

/** Arrays arrive as arrays from node-postgres and PGlite alike. */
function queryWordsOf(lexemes: unknown, bits: unknown): QueryWords {
  return {
    lexemes: Array.isArray(lexemes) ? lexemes.map(String) : [],
    bits: Array.isArray(bits) ? bits.map(String) : null,
  };
}

/** The named areas (outside the named cities) and the named cities, as two conditions. */
/** The listings table, or the alias the walk reads a listing's words through. */
type Listings = { searchVector: PgColumn; cityId: PgColumn; areaId: PgColumn };

function placeConditions(mentioned: MentionedPlace[], table: Listings) {
  const cityIds = mentioned.filter((p) => p.kind === 'city').map((p) => p.id);
  const areaConditions = mentioned
    .filter((p) => p.kind === 'area' && !cityIds.includes(p.cityId))
    // City and area together, so the (city_id, area_id, …) index serves it.
    .map((p) => and(eq(table.cityId, p.cityId), eq(table.areaId, p.id)));
  return {
    areas: or(...areaConditions),
    cities: cityIds.length ? inArray(table.cityId, cityIds) : undefined,
  };
}

const websearch = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const plainSearch = (text: string) => sql`plainto_tsquery('english', ${text})`;

/**
 * A listing matches the search text when its title, description, landmark or address match
 * the whole text, or when it lies in a place the text names and matches the text's other words.
 * The owner's Telugu title and description (title_te, description_te) are not searched: they
 * are not in search_vector, by choice (issue 26), and Telugu words typed in the box are read
 * as their English ones before this runs.
 */
function textCondition(text: TextPlan, bySignature = false, table: Listings = properties): SQL {
  const places = placeConditions(text.mentioned, table);
  // With bySignature, the words are tested on the signature the sort indexes carry (a
  // superset of the matches, word-bits.server.ts), and exactly afterwards.
  const words = (which: QueryWords, exact: SQL): SQL =>
    bySignature ? ((which.bits && signatureCondition(which.bits)) ?? sql`true`) : exact;
  const alternatives: (SQL | undefined)[] = [];
  if (text.qTerms > 0) {
    alternatives.push(words(text.qWords, sql`${table.searchVector} @@ ${websearch(text.q)}`));
  }
  const rest = text.restTerms > 0 ? plainSearch(text.rest) : null;
  if (places.areas) {
    // NOTE: written so the text index cannot serve it: an area holds a few thousand
    // listings, which the place index finds, while a common word ('flat') is in hundreds of
    // thousands, and PostgreSQL would read all of those from the text index to AND them with
    // the area (bench/README.md, 'What is left').
    alternatives.push(
      rest
        ? and(places.areas, words(text.restWords, sql`(${table.searchVector} @@ ${rest}) IS TRUE`))
        : places.areas,
    );
  }
  if (places.cities) {
    alternatives.push(
      rest
        ? and(places.cities, words(text.restWords, sql`${table.searchVector} @@ ${rest}`))
        : places.cities,
    );
  }
  return or(...alternatives) ?? sql`false`;
}

/**
 * How the page of a search with words and a sort is found (word-bits.server.ts): 'matches'
 * takes the text index's few matches and sorts them, 'walk' walks the sort's index testing
 * the signature, 'planner' leaves it to PostgreSQL (no statistics, a place named without other
 * words, or words joined by OR or NOT, which a signature cannot test).
 */
type TextStrategy = 'matches' | 'walk' | 'planner';

/**
 * Below this expected share of listings, the count takes the text index rather than a walk: a
 * walk meets 1,001 matches only after 1,001 ÷ share entries (50,000 at 2 %), while the text
 * index reads the words' lists and at most 1,001 listings.
 */
const COUNT_WALK_SHARE = 0.02;

async function textStrategy(
  db: Db,
  text: TextPlan,
  rareMatches: number,
): Promise<{ strategy: TextStrategy; countByWalk: boolean }> {
  const planner = { strategy: 'planner', countByWalk: false } as const;
  // A place named without other words matches all its listings: the place index's work.
  if (text.mentioned.length > 0 && text.restTerms === 0) return planner;
  const used = [
    ...(text.qTerms > 0 ? [text.qWords] : []),
    ...(text.mentioned.length > 0 ? [text.restWords] : []),
  ];
  if (used.length === 0) return planner;
  const statistics = await wordStatistics(db);
  // The widest alternative decides: the whole text, or its words left beside a named place.
  const bounds = used.map((words) => matchesAtMost(statistics, words.lexemes));
  const shares = used.map((words) => expectedShare(statistics, words.lexemes));
  if (bounds.some((bound) => bound === null)) return planner;
  if (Math.max(...(bounds as number[])) <= rareMatches) {
    return { strategy: 'matches', countByWalk: false };
  }
  if (!used.every((words) => words.bits)) return planner;
  return { strategy: 'walk', countByWalk: Math.max(...(shares as number[])) >= COUNT_WALK_SHARE };
}

function relevance(text: TextPlan): SQL | null {
  const parts: SQL[] = [];
  if (text.qTerms > 0) parts.push(sql`ts_rank(${properties.searchVector}, ${websearch(text.q)})`);
  if (text.restTerms > 0 && text.mentioned.length > 0) {
    parts.push(sql`ts_rank(${properties.searchVector}, ${plainSearch(text.rest)})`);
  }
  // Being in the named area counts for more than being somewhere in the named city.
  const areaIds = text.mentioned.filter((p) => p.kind === 'area').map((p) => p.id);
  const cityIds = text.mentioned.filter((p) => p.kind === 'city').map((p) => p.id);
  if (areaIds.length)
    parts.push(sql`CASE WHEN ${inArray(properties.areaId, areaIds)} THEN 0.2 ELSE 0 END`);
  if (cityIds.length)
    parts.push(sql`CASE WHEN ${inArray(properties.cityId, cityIds)} THEN 0.1 ELSE 0 END`);
  return parts.length ? sql.join(parts, sql` + `) : null;
}

/**
 * A map's box or drawn area (docs/decisions/024-map-search.md), as ranges of latitude and
 * longitude: PostgreSQL estimates those from its statistics (for `point <@ box` it assumes
 * 0.1 % of the rows, whatever the box), so it takes the point index (properties_active_point_idx)
 * for a box that holds few listings and walks the chosen order's index, which carries latitude
 * and longitude too, for one that holds many. A drawn area is its box, then the exact test,
 * written as a CASE so that it is estimated at one half rather than 0.1 %.
 */
function shapeCondition(criteria: SearchCriteria): SQL | undefined {
  const { bounds, polygon } = criteria;
  const conditions: SQL[] = [];
  if (bounds) conditions.push(inRanges(bounds));
  if (polygon) {
    conditions.push(inRanges(boundsOf(polygon)));
    conditions.push(
      sql`CASE WHEN ${listingPoint(properties)} <@ ${polygonValue(polygon)} THEN true ELSE false END`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A drawn area as a PostgreSQL polygon: ((x,y),…), x the longitude. */
function polygonValue(points: readonly LatLng[]): SQL {
  return sql`${`(${points.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`}::polygon`;
}

function inRanges([south, west, north, east]: Bounds): SQL {
  return sql`${properties.latitude} BETWEEN ${south}::float8 AND ${north}::float8 AND ${properties.longitude} BETWEEN ${west}::float8 AND ${east}::float8`;
}

function whereClause(
  criteria: SearchCriteria,
  place: PlaceFilter,
  text: TextPlan | null,
  // A literal, not a parameter, so the planner matches the partial indexes' predicate.
  status: SQL = sql`${properties.status} = 'active'`,
): SQL {
  const conditions: (SQL | undefined)[] = [status];
  if (criteria.listing) conditions.push(eq(properties.listingType, criteria.listing));
  if (criteria.types.length) conditions.push(inArray(properties.propertyType, criteria.types));
  if (place.city) conditions.push(eq(properties.cityId, place.city.id));
  if (place.areaIds.length) conditions.push(inArray(properties.areaId, place.areaIds));
  if (criteria.minPrice !== null) conditions.push(gte(properties.price, criteria.minPrice));
  if (criteria.maxPrice !== null) conditions.push(lte(properties.price, criteria.maxPrice));
  if (criteria.bhk.length) conditions.push(inArray(properties.bhk, criteria.bhk));
  if (criteria.furnishing.length)
    conditions.push(inArray(properties.furnishing, criteria.furnishing));
  if (criteria.possession.length)
    conditions.push(inArray(properties.possessionStatus, criteria.possession));
  // The same expression as properties_active_step_free_idx's predicate, which it then uses.
  if (criteria.access.includes('step-free')) conditions.push(stepFree(properties));
  conditions.push(shapeCondition(criteria));
  if (text) conditions.push(textCondition(text));
  return and(...conditions)!;
}

/** The chosen order; the default is the newest first (with search text, relevance first). */
function orderByClause(criteria: SearchCriteria, columns: SortColumns = properties): SQL[] {
  return orderOf(criteria.sort, columns);
}

// `OFFSET 0` has PostgreSQL plan a subquery on its own instead of merging it into the outer
// query. drizzle leaves out an offset of 0, so it is given as SQL.
const PLANNED_ALONE = sql`0` as unknown as number;

function clampPageSize(pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(pageSize) || 1), MAX_PAGE_SIZE);
}

type SearchOptions = {
  pageSize: number;
  /** SEARCH_COUNT_CAP and SEARCH_RARE_MATCHES unless given (tests, the benchmark). */
  countCap?: number;
  rareMatches?: number;
  locale?: Locale;
};

/**
 * Resolves the criteria's places and search text, then hands back the count and page queries
 * unexecuted, so the benchmark can EXPLAIN exactly what the app runs.
 */
/**
 * Which of `ids` the search's criteria match, whatever their status now (the alert job asks
 * this of the few listings that changed in its window, so a sold listing is still 'in' the
 * search it used to match). Returns each match's status.
 */
export async function matchingListings(
  criteria: SearchCriteria,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = getDb();
  const place = await resolvePlaceFilter(criteria, 'en');
  // A search naming a city or area that no longer exists matches nothing, as its page does not.
  if (place.ignored.length > 0) return new Map();
  const local = criteria.q ? inEnglish(criteria.q, await getLocalPlaceNames()) : null;
  const text = local
    ? await resolveText(db, local.places.length > 0 ? '' : local.text, [
        ...local.places,
        local.text,
      ])
    : null;
  const rows = await db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(whereClause(criteria, place, text, inArray(properties.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.status]));
}

export async function planSearch(criteria: SearchCriteria, options: SearchOptions) {
  const locale = options.locale ?? 'en';
  const db = getReadDb();
  const countCap = options.countCap ?? getConfig().SEARCH_COUNT_CAP;
  // Counts stop at one past the cap: 'more than the cap' needs no more rows than that, and
  // the scan stops early along an index instead of visiting every match.
  const countWhere = (where: SQL) => {
    const matches = db
      .select({ one: sql<number>`1`.as('one') })
      .from(properties)
      .where(where)
      .limit(countCap + 1)
      .as('matches');
    return db.select({ total: sql<number>`count(*)::int` }).from(matches);
  };
  const pageSize = clampPageSize(options.pageSize);
  const place = await resolvePlaceFilter(criteria, locale);
  // A place typed in Telugu or Hindi is that place, so the text is looked for in its listings
  // only, never on its own; a word in them searches as the English word.
  const local = criteria.q ? inEnglish(criteria.q, await getLocalPlaceNames()) : null;
  const text = local
    ? await resolveText(db, local.places.length > 0 ? '' : local.text, [
        ...local.places,
        local.text,
      ])
    : null;
  const base = whereClause(criteria, place, null);
  const where = text ? and(base, textCondition(text))! : base;
  const rank = criteria.sort === 'default' && text ? relevance(text) : null;
  const rareMatches = options.rareMatches ?? getConfig().SEARCH_RARE_MATCHES;
  const chosen =
    text && !rank
      ? await textStrategy(db, text, rareMatches)
      : { strategy: 'planner' as TextStrategy, countByWalk: false };
  let strategy = chosen.strategy;

  /**
   * The walk (strategy 'walk'): the listings of `filters` whose signature holds the words, read
   * from a sort index alone (index-only); each one that passes has its words tested on the
   * table (a subquery by id, through the alias `checked`, so the walk itself never reads the
   * table), and the walk stops as soon as the page, or the count, is full. One query level, so
   * the planner sees the LIMIT and walks an index in order rather than sorting.
   */
  const walkWhere = (filters: SQL) => {
    const checked = alias(properties, 'checked');
    const hasWords = sql`(SELECT ${textCondition(text!, false, checked)} FROM ${properties} AS ${sql.identifier('checked')} WHERE ${checked.id} = ${properties.id})`;
    return and(filters, textCondition(text!, true), hasWords)!;
  };
  /** The capped count of `filters` and the words, the way the strategy reads them. */
  const countOf = (filters: SQL) => {
    if (!chosen.countByWalk) return countWhere(text ? and(filters, textCondition(text))! : filters);
    // In a city or area, the place index (it carries the signature too) walks only its
    // listings, in any order. Elsewhere newest first: the order least likely to hold a word's
    // listings back (a price order puts every rent before the first plot). The count stops
    // one past the cap either way.
    const inPlace = place.city !== null || place.areaIds.length > 0;
    const matches = db
      .select({ one: sql<number>`1`.as('one') })
      .from(properties)
      .where(walkWhere(filters))
      .orderBy(...(inPlace ? [] : orderByClause({ ...criteria, sort: 'new_arrivals' })))
      .limit(countCap + 1)
      .as('matches');
    return db.select({ total: sql<number>`count(*)::int` }).from(matches);
  };
  // Common words, counted first: when they match no more than the cap (words that rarely go
  // together, or filters that leave few), the text index's matches are few enough to sort,
  // and a walk would have gone through the whole index to find them.
  let counted: number | null = null;
  if (strategy === 'walk') {
    counted = Number((await countOf(base))[0]?.total ?? 0);
    if (counted <= countCap) strategy = 'matches';
  }

  /** The ids of one page, in order, without relevance; `only` narrows the matches. */
  const pageIds = (offset: number, limit: number, only?: SQL) => {
    if (strategy === 'matches') {
      // The few matches first (the text index), then their order.
      const matches = db
        .select({ id: properties.id, price: properties.price, createdAt: properties.createdAt })
        .from(properties)
        .where(and(where, only))
        .offset(PLANNED_ALONE)
        .as('matches');
      return db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(...orderByClause(criteria, matches))
        .limit(limit)
        .offset(offset)
        .as('page_ids');
    }
    return db
      .select({ id: properties.id })
      .from(properties)
      .where(strategy === 'walk' ? walkWhere(and(base, only)!) : and(where, only))
      .orderBy(...orderByClause(criteria))
      .limit(limit)
      .offset(offset)
      .as('page_ids');
  };

  /** Where a page starts, and how many rows it holds: the pages end at the cap, as the count does. */
  const pageWindow = (page: number) => {
    const offset = (Math.max(1, page) - 1) * pageSize;
    return { offset, limit: Math.max(0, Math.min(pageSize, countCap - offset)) };
  };

  /**
   * One page of cards with their cover photos and, in the same statement, the capped count
   * (one round trip). The ids
   * are chosen first: the filters and sorts read only columns that the partial indexes carry,
   * so PostgreSQL finds them with an index-only scan and reads the table for the page's own
   * rows only, in the join (bench/README.md). A page past the end has no row to carry the
   * count; countQuery() answers then.
   */
  const pageQuery = (page: number) => {
    const { offset, limit } = pageWindow(page);
    const cover = coverPhoto();
    if (!rank) {
      const ids = pageIds(offset, limit);
      return db
        .select({
          ...listingCardColumns(locale),
          ...coverColumns(cover),
          total: counted === null ? sql<number>`(${countOf(base)})` : sql<number>`${counted}::int`,
        })
        .from(ids)
        .innerJoin(properties, eq(properties.id, ids.id))
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .innerJoin(areas, eq(areas.id, properties.areaId))
        .leftJoinLateral(cover, sql`true`)
        .orderBy(...orderByClause(criteria));
    }
    // Relevance ranks the first matches the indexes find, one past the cap, not every match:
    // a common phrase matches tens of thousands, and the count says '1,000+' for those. The
    // same matches give the count, so the text index is searched once.
    const candidates = db.$with('candidates').as(
      db
        .select({
          id: sql<number>`${properties.id}`.as('candidate_id'),
          createdAt: sql<Date>`${properties.createdAt}`.as('candidate_created_at'),
          rank: sql<number>`${rank}`.as('rank'),
        })
        .from(properties)
        .where(where)
        .limit(countCap + 1),
    );
    const ids = db
      .select({ id: candidates.id, rank: candidates.rank })
      .from(candidates)
      .orderBy(
        desc(candidates.rank),
        sql`${candidates.createdAt} DESC NULLS LAST`,
        sql`${candidates.id} DESC NULLS LAST`,
      )
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    return db
      .with(candidates)
      .select({
        ...listingCardColumns(locale),
        ...coverColumns(cover),
        total: sql<number>`(SELECT count(*)::int FROM ${candidates})`,
      })
      .from(ids)
      .innerJoin(properties, eq(properties.id, ids.id))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .innerJoin(areas, eq(areas.id, properties.areaId))
      .leftJoinLateral(cover, sql`true`)
      .orderBy(desc(ids.rank), ...newestFirst);
  };

  return {
    place,
    text,
    pageSize,
    countCap,
    /** How the words are looked for (the benches print it). */
    strategy,
    /** The capped count when planning already took it (common words are counted first). */
    counted,
    countQuery: () => countOf(base),
    /** The count for other property types, with the places and text already resolved. */
    countQueryForTypes: (types: PropertyType[]) =>
      countOf(whereClause({ ...criteria, types }, place, null)),
    pageQuery,
    /**
     * The map's points: the first `limit` matches that have one, in the page's order (newest
     * first when the page is by relevance), each with what its marker says.
     */
    pointsQuery: (limit: number) => {
      const ids = pageIds(
        0,
        limit,
        sql`${properties.latitude} IS NOT NULL AND ${properties.longitude} IS NOT NULL`,
      );
      return db
        .select({
          id: properties.id,
          latitude: sql<number>`${properties.latitude}`,
          longitude: sql<number>`${properties.longitude}`,
          price: properties.price,
          listingType: properties.listingType,
          title: listingCardColumns(locale).title,
        })
        .from(ids)
        .innerJoin(properties, eq(properties.id, ids.id))
        .orderBy(...orderByClause(criteria));
    },
  };
}

/** A listing on the results map: where it is and what its marker says. */
export type MapPoint = {
  id: number;
  latitude: number;
  longitude: number;
  price: number;
  listingType: string;
  title: string;
};

/**
 * The map's points for `criteria`: at most `limit` (MAP_POINTS_LIMIT), the first in the page's
 * order; `capped` when more match, so the map can say it shows only these.
 */
export async function searchMapPoints(
  criteria: SearchCriteria,
  options: { limit: number; locale?: Locale },
): Promise<{ points: MapPoint[]; capped: boolean; tookMs: number }> {
  const started = performance.now();
  const plan = await planSearch(criteria, { pageSize: 1, locale: options.locale });
  const rows = await plan.pointsQuery(options.limit + 1);
  return {
    points: rows.slice(0, options.limit),
    capped: rows.length > options.limit,
    tookMs: performance.now() - started,
  };
}

/** The places the search text named, with their names in `locale`. */
async function namedIn(locale: Locale, mentioned: MentionedPlace[]): Promise<MentionedPlace[]> {
  if (locale === 'en' || mentioned.length === 0) return mentioned;
  const places = await getCitiesWithAreas(locale);
  const nameOf = (place: MentionedPlace) => {
    const city = places.find((c) => c.id === place.cityId);
    return place.kind === 'city' ? city?.name : city?.areas.find((a) => a.id === place.id)?.name;
  };
  return mentioned.map((place) => ({ ...place, name: nameOf(place) ?? place.name }));
}

/** One page of active listings matching `criteria`, the total count and the time it took. */
export async function searchListings(
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<SearchResult> {
  const started = performance.now();
  const plan = await planSearch(criteria, options);
  const { pageSize } = plan;
  const similarType = similarTypeOf(criteria);
  const [firstRows, similarCounted] = await Promise.all([
    plan.pageQuery(criteria.page),
    similarType ? plan.countQueryForTypes([similarType]) : null,
  ]);
  const similarCount = Number(similarCounted?.[0]?.total ?? 0);
  // The page's rows carry the count; an empty page (no match, or past the end) asks for it,
  // unless planning counted already.
  const counted = Number(
    firstRows[0]?.total ?? plan.counted ?? (await plan.countQuery())[0]?.total ?? 0,
  );
  const total = Math.min(counted, plan.countCap);
  const { pageCount, page } = pageBounds(total, criteria.page, pageSize);
  let rows = firstRows;
  if (page !== criteria.page) {
    // Beyond the end (an old link, a hand-edited URL): show the last page instead.
    rows = total > 0 ? await plan.pageQuery(page) : [];
  }
  const items = rows.map(({ total: _total, ...card }) => withCoverFrom(card));
  return {
    items,
    total,
    capped: counted > plan.countCap,
    page,
    pageCount,
    pageSize,
    tookMs: performance.now() - started,
    city: plan.place.city,
    area: plan.place.area,
    mentioned: await namedIn(options.locale ?? 'en', plan.text?.mentioned ?? []),
    ignored: plan.place.ignored,
    similar:
      similarType && similarCount > 0
        ? {
            type: similarType,
            total: Math.min(similarCount, plan.countCap),
            capped: similarCount > plan.countCap,
          }
        : null,
  };
}

import { and, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../db/client.server.ts';
import { getDatabaseHandle } from '../../db/db.server.ts';
import { properties } from '../../db/schema/index.ts';

// How a search with words and a sort finds its page at a million listings (issue 27;
// docs/decisions/006-search-in-postgresql.md, 'Words and a sort'):
//
// - A rare word: the text index finds its few matches, which are then sorted ('matches').
//   Costs about 4 µs a match (each is read from the table), so it is chosen only for words the
//   statistics say match at most SEARCH_RARE_MATCHES listings (a setting, 5,000): the rarest
//   word of the query bounds its matches, and so what the text index costs.
// - A common word: walk the sort's index in order and test the words per entry in the index
//   itself ('walk'). Each listing keeps a 504-bit signature of its words (word_bits_0 … _7;
//   each word sets three of the 63 low bits of one of them, written by the trigger of
//   drizzle/0020_search_word_bits.sql) inside the sort indexes, so the walk reads the table
//   only for the entries whose signature holds every word of the query (about 1 in 300 of
//   the others gets through too), and confirms the words there. Without the signature the
//   walk read the table for every entry: a word that the order puts far away ('plot' sorted
//   by price: every rent is cheaper than the first plot) took 0.8 s at a million. Common
//   words are counted first (search.server.ts); when no more than the cap match, the page
//   takes the text index's matches instead, as for a rare word.
//
// The choice is made from the statistics PostgreSQL keeps of search_vector (pg_stats'
// most_common_elems and their frequencies, refreshed by ANALYZE), not from a list of words.
// Without statistics (a new table, PGlite, which never analyses on its own) the planner's own
// plan is used, which is fine at the sizes those hold.

const STATISTICS_TTL_MS = 10 * 60_000;
/**
 * The share assumed for a lexeme the statistics leave out. ANALYZE keeps every lexeme above a
 * cutoff (Lossy Counting, ts_typanalyze.c: about 0.2 % of listings for texts of ~30 words at
 * the default statistics target), up to 1,000 of them; one left out is rarer than that.
 */
const UNLISTED_SHARE = 0.002;

/** What the statistics say about the words of search_vector. */
export type WordStatistics = {
  /** A lexeme's share of listings, for the most common lexemes. */
  frequency: ReadonlyMap<string, number>;
  /** The least frequency kept: every other lexeme is rarer than this. */
  floor: number;
  /** Listings in the table when it was last analysed. */
  rows: number;
};

/** A tsquery's words, as the signature and the estimate need them. */
export type QueryWords = {
  lexemes: string[];
  /** The query's signature, one bigint per word_bits column; null when it has OR or NOT. */
  bits: string[] | null;
};

let cached: {
  handle: DatabaseHandle;
  loadedAt: number;
  statistics: Promise<WordStatistics | null>;
} | null = null;

async function loadStatistics(db: Db): Promise<WordStatistics | null> {
  const result = await db.execute(sql`
    SELECT s.most_common_elems::text::text[] AS lexemes,
           s.most_common_elem_freqs::float8[] AS frequencies,
           c.reltuples::float8 AS rows
    FROM pg_stats s
    JOIN pg_class c ON c.oid = 'properties'::regclass
    WHERE s.schemaname = current_schema() AND s.tablename = 'properties'
      AND s.attname = 'search_vector'
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const lexemes = row?.lexemes as string[] | null | undefined;
  const frequencies = row?.frequencies as number[] | null | undefined;
  if (!lexemes?.length || !frequencies?.length || !(Number(row?.rows) > 0)) return null;
  // most_common_elem_freqs holds one frequency per lexeme, then the least and the greatest.
  const frequency = new Map(lexemes.map((lexeme, i) => [lexeme, frequencies[i] ?? 0]));
  return { frequency, floor: frequencies[lexemes.length] ?? 0, rows: Number(row?.rows) };
}

/** The statistics, read at most every ten minutes per process (ANALYZE changes them rarely). */
export function wordStatistics(db: Db): Promise<WordStatistics | null> {
  const handle = getDatabaseHandle();
  if (!cached || cached.handle !== handle || Date.now() - cached.loadedAt > STATISTICS_TTL_MS) {
    cached = { handle, loadedAt: Date.now(), statistics: loadStatistics(db).catch(() => null) };
  }
  return cached.statistics;
}

/** After an ANALYZE that should count at once (tests, the benchmark). */
export function forgetWordStatistics(): void {
  cached = null;
}

/**
 * At most how many listings hold every one of `lexemes`, by the statistics: as many as hold the
 * rarest of them. A lexeme outside the common ones counts half the least common one's share,
 * and no more than UNLISTED_SHARE.
 * A bound, not the product of the shares: words that go together ('swimming pool') match far
 * more than the product says, and the text index's cost is then out of bounds. Null without
 * statistics.
 */
export function matchesAtMost(
  statistics: WordStatistics | null,
  lexemes: readonly string[],
): number | null {
  if (!statistics) return null;
  const shares = sharesOf(statistics, lexemes);
  return shares && Math.min(...shares) * statistics.rows;
}

/**
 * The share of listings expected to hold every one of `lexemes` if words went together by
 * chance: their shares multiplied, as PostgreSQL estimates. Words that go together match
 * more, words that never do match none; only the count's way is chosen by it. Null without
 * statistics.
 */
export function expectedShare(
  statistics: WordStatistics | null,
  lexemes: readonly string[],
): number | null {
  const shares = statistics && sharesOf(statistics, lexemes);
  return shares && shares.reduce((product, share) => product * share, 1);
}

/** Each lexeme's share of listings (an unlisted one's at most half the listed floor). */
function sharesOf(statistics: WordStatistics, lexemes: readonly string[]): number[] | null {
  if (lexemes.length === 0) return null;
  const unlisted = Math.min(UNLISTED_SHARE, statistics.floor / 2);
  return lexemes.map((lexeme) => statistics.frequency.get(lexeme) ?? unlisted);
}

/**
 * SQL for a tsquery's lexemes and signature, computed by the database with the function the
 * trigger uses, so the two agree. A query with OR or NOT (`-word`) has no signature: a listing
 * may match it without holding every lexeme.
 */
export function queryWordsSql(tsquery: SQL): { lexemes: SQL; bits: SQL } {
  // The tsquery as text ('flat' & !'teak'): querytree() would drop the negated words.
  const tree = sql`(${tsquery})::text`;
  const lexemes = sql`ARRAY(
    SELECT DISTINCT replace(m[1], '''''', '''')
    FROM regexp_matches(${tree}, '''((?:[^'']|'''')*)''', 'g') AS m
  )`;
  return {
    lexemes,
    bits: sql`CASE WHEN ${tree} ~ '[!|]|:[*]' THEN NULL ELSE search_word_bits(${lexemes})::text[] END`,
  };
}

const WORD_BIT_COLUMNS = [
  properties.wordBits0,
  properties.wordBits1,
  properties.wordBits2,
  properties.wordBits3,
  properties.wordBits4,
  properties.wordBits5,
  properties.wordBits6,
  properties.wordBits7,
];

/**
 * Listings whose signature holds every bit of `bits`: all of the query's words may be in them
 * (a few that hold other words with the same bits are let through, and the words themselves
 * are tested after). Only the columns the query sets a bit in are tested. Written
 * `(bits & mask) >= mask`, the same test for a positive mask (the sign bit is never set):
 * PostgreSQL reads a range as keeping a third of the rows, where an equality on an expression
 * it has no statistics for reads as keeping almost none, and it then chose plans that read
 * every listing of an area from the table to sort a few. Literals, not parameters: the walk's
 * plan is then made for these masks.
 */
export function signatureCondition(bits: readonly string[]): SQL | undefined {
  return and(
    ...WORD_BIT_COLUMNS.flatMap((column, i) => {
      const mask = bits[i] ?? '0';
      if (!/^\d+$/.test(mask)) throw new Error(`Not a signature: ${mask}`);
      const literal = sql.raw(`${mask}::bigint`);
      return mask === '0' ? [] : [sql`(${column} & ${literal}) >= ${literal}`];
    }),
  );
}
